//! Attack generation: leaper tables, between/line tables, and the slider backends behind one
//! facade. The move generator sees only [`rook`]/[`bishop`] (the build's default backend) or the
//! [`Sliders`] trait it is generic over.
//!
//! # Backends
//! One cargo feature per backend; the default features compile all five, and features only add
//! backends. Each is a zero-sized type checked exhaustively against [`ray_walk`](mod@ray_walk) in tests.
//!
//! | name | type | how | tables |
//! |---|---|---|---|
//! | `kindergarten` | [`kindergarten::Kindergarten`] | 6 inner bits per line gathered by a multiply | 8 KB, `const fn` |
//! | `magic` | [`magic::Magic`] | fancy magic multiply-shift index | 860 KB, `build.rs` |
//! | `pext` | [`pext::Pext`] | BMI2 `pext` index (portable pext without BMI2) | 860 KB, `build.rs` |
//! | `hyperbola` | [`hyperbola::Hyperbola`] | `o - r` borrow trick, byte swap reverses; rank table | 2.5 KB, `const fn` |
//! | `simd` | [`simd::Simd`] | both lines of a slider in one AVX2 register | 2 KB, `const fn` |
//!
//! What each costs, lookup by lookup and in perft, on each kind of CPU: see PERFORMANCE.md,
//! "Slider backends".
//!
//! The default backend ([`DefaultSliders`], [`DEFAULT_NAME`], [`DEFAULT_REASON`]) is chosen at
//! build time by `build.rs`: `pext` when the build target has BMI2, else `magic`, else the
//! first compiled one; a `default-<name>` cargo feature or `BITPERFT_DEFAULT_SLIDERS=<name>`
//! overrides that. [`default_name`] is what `default` runs on this CPU: the same, except that
//! the automatic `pext` choice becomes `magic` where the CPU runs `pext` in microcode (AMD before
//! Zen 3). At run time, [`with_sliders`] runs generic code with a backend named by a
//! string, monomorphised per backend, so the hot loop has no dynamic dispatch.

#[cfg(not(any(
    feature = "kindergarten",
    feature = "magic",
    feature = "pext",
    feature = "hyperbola",
    feature = "simd"
)))]
compile_error!(
    "bitperft needs at least one slider backend: enable one or more of the cargo features \
     `kindergarten`, `magic`, `pext`, `hyperbola`, `simd` (the default features enable all five)"
);

mod game_backend;
#[cfg(feature = "hyperbola")]
pub mod hyperbola;
#[cfg(feature = "kindergarten")]
pub mod kindergarten;
mod leapers;
#[cfg(feature = "magic")]
pub mod magic;
#[cfg(feature = "pext")]
pub mod pext;
pub mod ray_walk;
#[cfg(feature = "simd")]
pub mod simd;
#[cfg(any(feature = "pext", feature = "magic"))]
mod table;
mod zone;

pub(crate) use game_backend::game_backend;
pub use leapers::{between, king, knight, line, pawn};
pub use zone::Reach;

use crate::cpu;
use crate::types::{Bitboard, Square};
use std::fmt;

/// A slider-attack backend: a zero-sized type, so code generic over it has no dynamic dispatch.
pub trait Sliders: Copy + Default + Send + Sync + 'static {
    /// The backend's name as used by `--sliders`.
    const NAME: &'static str;

    /// Rook attacks from `sq` with blockers `occ` (blockers themselves are attacked).
    fn rook(sq: Square, occ: Bitboard) -> Bitboard;

    /// Bishop attacks from `sq` with blockers `occ`.
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard;

    /// Queen attacks: rook | bishop.
    #[inline(always)]
    fn queen(sq: Square, occ: Bitboard) -> Bitboard {
        Self::rook(sq, occ) | Self::bishop(sq, occ)
    }

    /// True if the CPU running this code has what the backend needs to run at full speed
    /// (it always runs correctly where it is compiled).
    fn fast_on_this_cpu() -> bool {
        true
    }
}

/// The ray walk as a backend: always compiled, slow (a loop per ray), used by tests and
/// selectable as `raywalk` to cross-check a result.
#[derive(Clone, Copy, Default, Debug)]
pub struct RayWalk;

impl Sliders for RayWalk {
    const NAME: &'static str = "raywalk";

    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(ray_walk::rook_attacks(sq.to_u8(), occ.0))
    }

    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(ray_walk::bishop_attacks(sq.to_u8(), occ.0))
    }
}

/// The backend this build uses by default (see [`DEFAULT_REASON`] for why).
#[cfg(bitperft_default = "kindergarten")]
pub type DefaultSliders = kindergarten::Kindergarten;
/// The backend this build uses by default (see [`DEFAULT_REASON`] for why).
#[cfg(bitperft_default = "magic")]
pub type DefaultSliders = magic::Magic;
/// The backend this build uses by default (see [`DEFAULT_REASON`] for why).
#[cfg(bitperft_default = "pext")]
pub type DefaultSliders = pext::Pext;
/// The backend this build uses by default (see [`DEFAULT_REASON`] for why).
#[cfg(bitperft_default = "hyperbola")]
pub type DefaultSliders = hyperbola::Hyperbola;
/// The backend this build uses by default (see [`DEFAULT_REASON`] for why).
#[cfg(bitperft_default = "simd")]
pub type DefaultSliders = simd::Simd;
/// No backend compiled: only so that the `compile_error!` above is the one error reported.
#[cfg(bitperft_default = "raywalk")]
pub type DefaultSliders = RayWalk;

/// Name of [`DefaultSliders`].
pub const DEFAULT_NAME: &str = DefaultSliders::NAME;

/// Why [`DefaultSliders`] was chosen, e.g. "BMI2 in build target", "feature default-magic",
/// "env BITPERFT_DEFAULT_SLIDERS=hyperbola".
pub const DEFAULT_REASON: &str = env!("BITPERFT_DEFAULT_REASON");

/// [`DEFAULT_REASON`] when `build.rs` chose `pext` only because the build target has BMI2.
const PEXT_FOR_BMI2: &str = "BMI2 in build target";

/// The backend `default` means on this CPU (what `--sliders default` runs): [`DEFAULT_NAME`],
/// except that a build which picked `pext` only because its target has BMI2 runs `magic` on a
/// CPU that executes `pext` in microcode ([`cpu::pext_microcoded`]: AMD before Zen 3), where
/// `pext` is several times slower. A `default-pext` feature or `BITPERFT_DEFAULT_SLIDERS=pext`
/// keeps `pext`, and `--sliders pext` always runs it.
pub fn default_name() -> &'static str {
    if demote_pext() {
        "magic"
    } else {
        DEFAULT_NAME
    }
}

/// Why [`default_name`] is what it is, for `bitperft info`.
pub fn default_reason() -> String {
    if demote_pext() {
        format!(
            "build default pext ({DEFAULT_REASON}), but this CPU ({}) runs pext in microcode",
            cpu::family_label().unwrap_or_default()
        )
    } else {
        DEFAULT_REASON.to_string()
    }
}

/// True if the build default is the automatic `pext`, `magic` is compiled, and this CPU runs
/// `pext` in microcode.
fn demote_pext() -> bool {
    pext_may_demote() && cpu::pext_microcoded()
}

/// Rook attacks with the default backend.
#[inline(always)]
pub fn rook(sq: Square, occ: Bitboard) -> Bitboard {
    DefaultSliders::rook(sq, occ)
}

/// Bishop attacks with the default backend.
#[inline(always)]
pub fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
    DefaultSliders::bishop(sq, occ)
}

/// Queen attacks with the default backend.
#[inline(always)]
pub fn queen(sq: Square, occ: Bitboard) -> Bitboard {
    DefaultSliders::queen(sq, occ)
}

/// A CPU feature a backend's compiled code relies on.
struct Need {
    /// Name for `cpu::has` and `cfg(target_feature)`.
    feature: &'static str,
    /// Name for people.
    label: &'static str,
    /// The build target has it, so the backend was compiled to use it.
    used: bool,
    /// Note when the backend uses it and the CPU lacks it.
    note_lacking: &'static str,
}

/// What the registry knows about a backend at compile time.
struct Spec {
    name: &'static str,
    compiled: bool,
    need: Option<Need>,
    /// Notes: compiled (using its CPU feature, if any) / compiled without its CPU feature
    /// (portable fallback) / not compiled.
    note: &'static str,
    note_portable: &'static str,
    note_off: &'static str,
}

const BMI2_USED: bool = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
const AVX2_USED: bool = cfg!(all(target_arch = "x86_64", target_feature = "avx2"));

/// The five real backends, in the order "first compiled" means.
const SPECS: [Spec; 5] = [
    Spec {
        name: "kindergarten",
        compiled: cfg!(feature = "kindergarten"),
        need: None,
        note: "kindergarten: line occupancy gathered by a multiply, 8 KB tables",
        note_portable: "",
        note_off: "not compiled: cargo feature `kindergarten` is off",
    },
    Spec {
        name: "magic",
        compiled: cfg!(feature = "magic"),
        need: None,
        note: "fancy magic multiply-shift, 860 KB tables",
        note_portable: "",
        note_off: "not compiled: cargo feature `magic` is off",
    },
    Spec {
        name: "pext",
        compiled: cfg!(feature = "pext"),
        need: Some(Need {
            feature: "bmi2",
            label: "BMI2",
            used: BMI2_USED,
            note_lacking: "needs BMI2; this CPU lacks it",
        }),
        note: "BMI2 pext index, 860 KB tables",
        note_portable: "portable pext loop (build target lacks BMI2): correct but slow",
        note_off: "not compiled: cargo feature `pext` is off",
    },
    Spec {
        name: "hyperbola",
        compiled: cfg!(feature = "hyperbola"),
        need: None,
        note: "hyperbola quintessence with byte swap, rank table, 2.5 KB",
        note_portable: "",
        note_off: "not compiled: cargo feature `hyperbola` is off",
    },
    Spec {
        name: "simd",
        compiled: cfg!(feature = "simd"),
        need: Some(Need {
            feature: "avx2",
            label: "AVX2",
            used: AVX2_USED,
            note_lacking: "needs AVX2; this CPU lacks it",
        }),
        note: if cfg!(target_feature = "gfni") {
            "AVX2 dual hyperbola quintessence, GFNI bit reversal: both lines of a slider in one register"
        } else {
            "AVX2 dual hyperbola quintessence: both lines of a slider in one register"
        },
        note_portable: "portable two-lane fallback (build target lacks AVX2): correct but slow",
        note_off: "not compiled: cargo feature `simd` is off",
    },
];

/// One backend as the CLI sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackendInfo {
    /// Name as accepted by [`with_sliders`].
    pub name: &'static str,
    /// Its cargo feature is on in this build.
    pub compiled: bool,
    /// [`with_sliders`] will run it: compiled, and the CPU has every instruction its compiled
    /// code uses (a backend compiled without its CPU feature runs a portable fallback).
    pub available: bool,
    /// Available and compiled to use its CPU feature, which this CPU has
    /// ([`Sliders::fast_on_this_cpu`]).
    pub fast: bool,
    /// It is [`DefaultSliders`].
    pub default: bool,
    /// The ray walk, the backends' slow check, not a real backend (benchmarks skip it).
    pub ray_walk: bool,
    /// One line for `bitperft info`: what it is, or why it is slow or unavailable.
    pub note: &'static str,
}

/// Every backend: the five real ones in a fixed order (compiled or not), then the ray walk.
pub fn backends() -> Vec<BackendInfo> {
    let mut v: Vec<BackendInfo> = SPECS
        .iter()
        .map(|s| {
            let cpu_ok = s
                .need
                .as_ref()
                .is_none_or(|n| !n.used || cpu::has(n.feature));
            let uses_feature = s.need.as_ref().is_none_or(|n| n.used);
            // Compiled to use its feature, the CPU has it, but runs it in microcode.
            let microcoded = s.name == "pext" && uses_feature && cpu_ok && cpu::pext_microcoded();
            let note = match &s.need {
                _ if !s.compiled => s.note_off,
                Some(n) if n.used && !cpu_ok => n.note_lacking,
                Some(n) if !n.used => s.note_portable,
                _ if microcoded => {
                    "BMI2 pext index, but this CPU runs pext in microcode: correct, several times slower than magic"
                }
                _ => s.note,
            };
            BackendInfo {
                name: s.name,
                compiled: s.compiled,
                available: s.compiled && cpu_ok,
                fast: s.compiled && cpu_ok && uses_feature && !microcoded,
                default: s.name == default_name(),
                ray_walk: false,
                note,
            }
        })
        .collect();
    v.push(BackendInfo {
        name: RayWalk::NAME,
        compiled: true,
        available: true,
        fast: false,
        default: default_name() == RayWalk::NAME,
        ray_walk: true,
        note: "the backends' slow check: walks each ray",
    });
    v
}

/// Why [`with_sliders`] could not run a backend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlidersError {
    /// No backend has this name.
    Unknown {
        /// The name asked for.
        name: String,
        /// The backends compiled into this build.
        compiled: Vec<&'static str>,
    },
    /// A real backend whose cargo feature is off in this build.
    NotCompiled {
        /// The backend.
        name: &'static str,
        /// The cargo feature that compiles it.
        feature: &'static str,
    },
    /// A backend compiled for chess only ([`with_default_sliders`]).
    ChessOnly {
        /// The backend.
        name: String,
    },
    /// The backend was compiled to use a CPU feature this CPU lacks.
    CpuLacks {
        /// The backend.
        name: &'static str,
        /// The CPU feature, e.g. "AVX2".
        cpu_feature: &'static str,
    },
}

impl fmt::Display for SlidersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlidersError::Unknown { name, compiled } => write!(
                f,
                "unknown slider backend `{name}`; this build has: {} (also `default` = {}, \
                 `raywalk` = the slow check)",
                compiled.join(", "),
                default_name()
            ),
            SlidersError::NotCompiled { name, feature } => {
                write!(
                    f,
                    "slider backend `{name}` is not compiled in this build; rebuild with `--features {feature}`"
                )
            }
            SlidersError::ChessOnly { name } => write!(
                f,
                "slider backend `{name}` is compiled for chess only; this game counts with \
                 `default` ({})",
                default_name()
            ),
            SlidersError::CpuLacks { name, cpu_feature } => {
                write!(f, "{name} needs {cpu_feature}; this CPU lacks it")
            }
        }
    }
}

impl std::error::Error for SlidersError {}

/// Code generic over a slider backend, to be run with one chosen by name ([`with_sliders`]).
///
/// ```
/// use bitperft::attacks::{with_sliders, Sliders, WithSliders};
/// struct Name;
/// impl WithSliders for Name {
///     type Output = &'static str;
///     fn run<S: Sliders>(self) -> &'static str {
///         S::NAME
///     }
/// }
/// assert_eq!(with_sliders("raywalk", Name).unwrap(), "raywalk");
/// assert_eq!(with_sliders("default", Name).unwrap(), bitperft::attacks::default_name());
/// assert!(with_sliders("no-such", Name).is_err());
/// ```
pub trait WithSliders {
    /// What `run` returns.
    type Output;
    /// Runs with backend `S` (monomorphised: no dynamic dispatch inside).
    fn run<S: Sliders>(self) -> Self::Output;
}

/// The arm of [`with_sliders`] for one backend: runs it if compiled and runnable on this CPU.
macro_rules! run_backend {
    ($w:ident, $feature:literal, $ty:ty) => {{
        #[cfg(feature = $feature)]
        let result = cpu_check($feature).map(|()| $w.run::<$ty>());
        #[cfg(not(feature = $feature))]
        let result = {
            let _ = $w;
            Err(SlidersError::NotCompiled {
                name: $feature,
                feature: $feature,
            })
        };
        result
    }};
}

/// Runs `w` with the backend called `name`: one of the five real backends, `default`
/// ([`default_name`]: [`DefaultSliders`] unless this CPU runs its `pext` in microcode) or `raywalk` (the slow check). Fails if the name is unknown, the backend
/// is not compiled in this build, or it was compiled to use a CPU feature this CPU lacks.
pub fn with_sliders<W: WithSliders>(name: &str, w: W) -> Result<W::Output, SlidersError> {
    let name = if name == "default" {
        default_name()
    } else {
        name
    };
    match name {
        "kindergarten" => run_backend!(w, "kindergarten", kindergarten::Kindergarten),
        "magic" => run_backend!(w, "magic", magic::Magic),
        "pext" => run_backend!(w, "pext", pext::Pext),
        "hyperbola" => run_backend!(w, "hyperbola", hyperbola::Hyperbola),
        "simd" => run_backend!(w, "simd", simd::Simd),
        "raywalk" => Ok(w.run::<RayWalk>()),
        _ => Err(SlidersError::Unknown {
            name: name.to_string(),
            compiled: SPECS
                .iter()
                .filter(|s| s.compiled)
                .map(|s| s.name)
                .collect(),
        }),
    }
}

/// Runs `w` with the backend called `name` among those `default` may mean on some CPU: the
/// build's [`DefaultSliders`], and `magic` where the build default is the automatic `pext`
/// (which [`default_name`] demotes to `magic` on a CPU that runs `pext` in microcode).
///
/// The dedicated variants and the leaf statistics are compiled for these backends only:
/// comparing slider backends is a chess benchmark, and each further backend would compile
/// every variant's generator once more. A real backend outside them is
/// [`SlidersError::ChessOnly`].
pub fn with_default_sliders<W: WithSliders>(name: &str, w: W) -> Result<W::Output, SlidersError> {
    let name = if name == "default" {
        default_name()
    } else {
        name
    };
    if name == DEFAULT_NAME {
        return match SPECS.iter().find(|s| s.name == DEFAULT_NAME) {
            Some(s) => cpu_check(s.name).map(|()| w.run::<DefaultSliders>()),
            None => Ok(w.run::<DefaultSliders>()),
        };
    }
    #[cfg(feature = "magic")]
    if name == "magic" && pext_may_demote() {
        return run_backend!(w, "magic", magic::Magic);
    }
    /// Runs nothing: asks [`with_sliders`] only whether the name is a runnable backend.
    struct Probe;
    impl WithSliders for Probe {
        type Output = ();
        fn run<S: Sliders>(self) {}
    }
    match with_sliders(name, Probe) {
        Err(e) => Err(e),
        Ok(()) => Err(SlidersError::ChessOnly {
            name: name.to_string(),
        }),
    }
}

/// The backends [`with_default_sliders`] runs: the names `default` may mean on some CPU.
///
/// ```
/// use bitperft::attacks::{default_backends, default_name};
/// assert!(default_backends().contains(&default_name()));
/// ```
pub fn default_backends() -> Vec<&'static str> {
    let mut v = vec![DEFAULT_NAME];
    if pext_may_demote() {
        v.push("magic");
    }
    v
}

/// True if this build's default is the automatic `pext` and `magic` is compiled, so that
/// `default` means `magic` on a CPU that runs `pext` in microcode.
const fn pext_may_demote() -> bool {
    const_str_eq(DEFAULT_NAME, "pext")
        && const_str_eq(DEFAULT_REASON, PEXT_FOR_BMI2)
        && cfg!(feature = "magic")
}

/// `a == b`, usable in a `const fn`.
const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `Err(CpuLacks)` if backend `name` was compiled to use a CPU feature this CPU lacks.
#[allow(dead_code)] // unused when only backends without CPU needs are compiled
fn cpu_check(name: &'static str) -> Result<(), SlidersError> {
    match SPECS
        .iter()
        .find(|s| s.name == name)
        .and_then(|s| s.need.as_ref())
    {
        Some(n) if n.used && !cpu::has(n.feature) => Err(SlidersError::CpuLacks {
            name,
            cpu_feature: n.label,
        }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft_with;
    use crate::Position;

    /// Every square, every subset of the relevant mask (carry-rippler), against the ray walk.
    pub(crate) fn check_exhaustive<S: Sliders>() {
        for sq in Square::all() {
            for (mask, slow, fast) in [
                (
                    ray_walk::rook_mask(sq.to_u8()),
                    ray_walk::rook_attacks as fn(u8, u64) -> u64,
                    S::rook as fn(Square, Bitboard) -> Bitboard,
                ),
                (
                    ray_walk::bishop_mask(sq.to_u8()),
                    ray_walk::bishop_attacks,
                    S::bishop,
                ),
            ] {
                let mut sub = 0u64;
                loop {
                    assert_eq!(
                        fast(sq, Bitboard(sub)).0,
                        slow(sq.to_u8(), sub),
                        "{} {sq} {sub:#x}",
                        S::NAME
                    );
                    sub = sub.wrapping_sub(mask) & mask;
                    if sub == 0 {
                        break;
                    }
                }
            }
        }
        // Random full-board occupancies with a fixed seed (bits outside the mask must not matter).
        let mut s = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..100_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let sq = Square::from_index((s >> 58) as u32);
            let occ = s & s.rotate_left(17);
            assert_eq!(
                S::rook(sq, Bitboard(occ)).0,
                ray_walk::rook_attacks(sq.to_u8(), occ),
                "{}",
                S::NAME
            );
            assert_eq!(
                S::bishop(sq, Bitboard(occ)).0,
                ray_walk::bishop_attacks(sq.to_u8(), occ),
                "{}",
                S::NAME
            );
            assert_eq!(
                S::queen(sq, Bitboard(occ)),
                RayWalk::queen(sq, Bitboard(occ)),
                "{}",
                S::NAME
            );
        }
    }

    /// Published perft counts: start position to depth 4, Kiwipete to depth 3.
    fn check_perft<S: Sliders>() {
        let start = Position::startpos();
        assert_eq!(perft_with::<S>(&start, 4), 197_281, "{}", S::NAME);
        let kiwipete = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        assert_eq!(perft_with::<S>(&kiwipete, 3), 97_862, "{}", S::NAME);
    }

    struct Exhaustive;
    impl WithSliders for Exhaustive {
        type Output = &'static str;
        fn run<S: Sliders>(self) -> &'static str {
            check_exhaustive::<S>();
            S::NAME
        }
    }

    struct Perft;
    impl WithSliders for Perft {
        type Output = &'static str;
        fn run<S: Sliders>(self) -> &'static str {
            check_perft::<S>();
            S::NAME
        }
    }

    /// Runs a check through [`with_sliders`] (so the dispatch is tested too). A backend this
    /// CPU cannot run is reported on stderr as skipped; any other refusal fails.
    fn run_or_skip<W: WithSliders<Output = &'static str>>(name: &str, w: W) {
        match with_sliders(name, w) {
            Ok(ran) => assert_eq!(ran, name),
            Err(e @ SlidersError::CpuLacks { .. }) => eprintln!("skipped: {name}: {e}"),
            Err(e) => panic!("{name}: {e}"),
        }
        let info = backends().into_iter().find(|b| b.name == name).unwrap();
        if info.available && !info.fast && !info.ray_walk {
            eprintln!("note: {name}: tested its portable fallback: {}", info.note);
        }
    }

    macro_rules! backend_tests {
        ($module:ident, $feature:literal) => {
            #[cfg(feature = $feature)]
            mod $module {
                #[test]
                fn matches_the_ray_walk_exhaustively() {
                    super::run_or_skip($feature, super::Exhaustive);
                }

                #[test]
                fn perft_counts() {
                    super::run_or_skip($feature, super::Perft);
                }
            }
        };
    }

    backend_tests!(kindergarten_backend, "kindergarten");
    backend_tests!(magic_backend, "magic");
    backend_tests!(pext_backend, "pext");
    backend_tests!(hyperbola_backend, "hyperbola");
    backend_tests!(simd_backend, "simd");

    #[cfg(feature = "simd")]
    #[test]
    fn simd_portable_twin_matches_the_ray_walk() {
        check_exhaustive::<simd::SimdPortable>();
    }

    #[test]
    fn ray_walk_backend_counts_perft() {
        run_or_skip("raywalk", Perft);
    }

    #[test]
    fn default_is_a_compiled_backend_with_a_reason() {
        eprintln!("default slider backend: {DEFAULT_NAME} ({DEFAULT_REASON})");
        let info = backends();
        let default: Vec<_> = info.iter().filter(|b| b.default).collect();
        assert_eq!(default.len(), 1);
        assert_eq!(default[0].name, default_name());
        assert!(default[0].compiled && !default[0].ray_walk);
        if DEFAULT_REASON == PEXT_FOR_BMI2 && cfg!(feature = "magic") {
            // The automatic pext default never leaves a slow pext in charge: a CPU that runs
            // pext in microcode gets magic.
            assert!(default[0].fast, "{}", default_reason());
            assert_eq!(default_name() == "magic", cpu::pext_microcoded());
        }
        assert!(!DEFAULT_REASON.is_empty());
        struct Name;
        impl WithSliders for Name {
            type Output = &'static str;
            fn run<S: Sliders>(self) -> &'static str {
                S::NAME
            }
        }
        assert_eq!(with_sliders("default", Name), Ok(default_name()));
        // The build-time rule, when nothing overrides it.
        if option_env!("BITPERFT_DEFAULT_SLIDERS").is_none()
            && !DEFAULT_REASON.starts_with("feature")
        {
            let pext_fast = cfg!(all(
                feature = "pext",
                target_arch = "x86_64",
                target_feature = "bmi2"
            ));
            assert_eq!(
                DEFAULT_NAME == "pext",
                pext_fast,
                "{DEFAULT_NAME}: {DEFAULT_REASON}"
            );
        }
    }

    #[test]
    fn registry_lists_five_backends_then_the_ray_walk() {
        let names: Vec<_> = backends().iter().map(|b| b.name).collect();
        assert_eq!(
            names,
            [
                "kindergarten",
                "magic",
                "pext",
                "hyperbola",
                "simd",
                "raywalk"
            ]
        );
        for b in backends() {
            assert!(b.compiled || !b.available, "{}", b.name);
            assert!(b.available || !b.fast, "{}", b.name);
            assert_eq!(b.ray_walk, b.name == "raywalk");
            assert!(!b.note.is_empty(), "{}", b.name);
        }
    }

    #[test]
    fn errors_name_the_way_out() {
        struct Nothing;
        impl WithSliders for Nothing {
            type Output = ();
            fn run<S: Sliders>(self) {}
        }
        let e = with_sliders("rotated", Nothing).unwrap_err();
        assert!(matches!(e, SlidersError::Unknown { .. }));
        let msg = e.to_string();
        assert!(
            msg.contains("`rotated`") && msg.contains(default_name()),
            "{msg}"
        );
        for b in backends().iter().filter(|b| b.compiled && !b.ray_walk) {
            assert!(msg.contains(b.name), "{msg}");
        }
        let e = SlidersError::NotCompiled {
            name: "simd",
            feature: "simd",
        };
        assert_eq!(
            e.to_string(),
            "slider backend `simd` is not compiled in this build; rebuild with `--features simd`"
        );
        let e = SlidersError::CpuLacks {
            name: "simd",
            cpu_feature: "AVX2",
        };
        assert_eq!(e.to_string(), "simd needs AVX2; this CPU lacks it");
        for b in backends().iter().filter(|b| !b.compiled) {
            assert!(
                matches!(
                    with_sliders(b.name, Nothing),
                    Err(SlidersError::NotCompiled { .. })
                ),
                "{}",
                b.name
            );
        }
    }
}

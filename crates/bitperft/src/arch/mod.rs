//! The one module with CPU intrinsics. Each function is a tiny wrapper whose `// SAFETY:`
//! comment states why the instruction is available; callers choose them only under the
//! matching `cfg(target_feature)` (compile time). Runtime detection (`crate::cpu`) only reports;
//! it never picks an instruction the build target lacks.

#[cfg(all(feature = "simd", target_arch = "x86_64", target_feature = "avx2"))]
pub mod avx2;

/// `pext` via BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline(always)]
pub fn pext_bmi2(x: u64, mask: u64) -> u64 {
    // SAFETY: compiled only when the build target has BMI2 (`cfg(target_feature = "bmi2")`),
    // so the instruction exists on every CPU this binary is allowed to run on.
    unsafe { core::arch::x86_64::_pext_u64(x, mask) }
}

/// `pdep` via BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline(always)]
pub fn pdep_bmi2(x: u64, mask: u64) -> u64 {
    // SAFETY: as for `pext_bmi2`: the build target has BMI2.
    unsafe { core::arch::x86_64::_pdep_u64(x, mask) }
}

/// Hints the CPU to load the cache line holding `p` (into every cache level); no effect on
/// other architectures.
#[inline(always)]
pub fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `prefetcht0` is part of SSE, which every x86_64 CPU has; it only hints the cache
    // and never faults or reads into the program, whatever the address.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(p.cast::<i8>())
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

//! Helpers shared by the suite tests: reading the bundled suites and checking their counts.

use bitperft::epd::{self, SuiteEntry};

/// Parses `perf-suites/<name>`; fails the test on any malformed line.
pub fn suite(name: &str) -> Vec<SuiteEntry> {
    game_suite(bitperft::Chess::default(), name)
}

/// Parses `perf-suites/<name>` with `game`'s FEN reader; fails the test on any malformed line.
pub fn game_suite<G: bitperft::Game>(game: G, name: &str) -> Vec<SuiteEntry<G::Position>> {
    let path = format!("{}/../../perf-suites/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    let (entries, errors) = epd::parse_with(&text, |fen| game.parse(fen));
    assert!(errors.is_empty(), "{name}: {errors:?}");
    entries
}

/// Runs every (position, depth) of `entries` whose expected count is at most `cap` through
/// `perft`, and returns the failures as readable lines (and the number of checks made).
pub fn check<P>(
    name: &str,
    entries: &[SuiteEntry<P>],
    cap: u64,
    perft: impl Fn(&P, u32) -> u64,
) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut checks = 0;
    for e in entries {
        for &(depth, expected) in &e.expected {
            if expected > cap {
                continue;
            }
            checks += 1;
            let got = perft(&e.position, depth);
            if got != expected {
                failures.push(format!(
                    "{name}:{} D{depth}: expected {expected}, got {got}  {}",
                    e.line, e.fen
                ));
            }
        }
    }
    (failures, checks)
}

/// [`check`], failing with every mismatch listed, and with fewer than `min_checks` checks run;
/// returns the number of checks.
pub fn assert_suite<P>(
    name: &str,
    entries: &[SuiteEntry<P>],
    cap: u64,
    min_checks: usize,
    perft: impl Fn(&P, u32) -> u64,
) -> usize {
    let (failures, checks) = check(name, entries, cap, perft);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checks >= min_checks, "{name}: only {checks} checks ran");
    checks
}

/// Plays `games` random games of up to `plies` moves from the positions of
/// `perf-suites/variants/<game name>.epd` (and the start position) and checks after every move
/// what every game promises: the move count equals perft(1), each move's UCI text reads back
/// as the move, the incremental key equals the key from scratch, the FEN reads back as the
/// position, and the identity rebuilds a position with the same key. `also(parent, child)`
/// checks what the variant adds. Returns the number of moves played.
pub fn random_games<G: bitperft::Game>(
    game: G,
    games: usize,
    plies: usize,
    mut also: impl FnMut(&G::Position, &G::Position),
) -> usize {
    let keys = game.keys(bitperft::engine::DEFAULT_SEED);
    let mut starts = vec![game.start()];
    let file = format!("variants/{}.epd", game.name());
    starts.extend(game_suite(game, &file).into_iter().map(|e| e.position));
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut played = 0;
    for (g, start) in starts.iter().cycle().take(games).enumerate() {
        let mut pos = start.clone();
        let mut key = game.key(&keys, &pos);
        for _ in 0..plies {
            let moves = game.moves(&pos);
            let moves = moves.as_ref();
            let fen = game.fen(&pos);
            assert_eq!(moves.len() as u64, game.perft(&pos, 1), "{fen}");
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize];
            let text = game.uci(&pos, m);
            assert_eq!(
                game.parse_uci(&pos, &text).ok(),
                Some(m),
                "game {g}: {fen} {text}"
            );
            let child = game.play(&pos, m);
            key = game.child_key(&keys, &pos, key, &child);
            assert_eq!(
                key,
                game.key(&keys, &child),
                "game {g}: key after {fen} {text}"
            );
            let child_fen = game.fen(&child);
            assert_eq!(
                game.parse(&child_fen).ok().as_ref(),
                Some(&child),
                "round trip {child_fen}"
            );
            let id = game.id(&child);
            assert_eq!(
                game.key(&keys, &game.position(&id)),
                key,
                "id of {child_fen}"
            );
            also(&pos, &child);
            pos = child;
            played += 1;
        }
    }
    played
}

/// Every count of `perf-suites/variants/<game name>.epd` up to `cap` nodes through the threaded
/// engine with a table (two threads, 16 MiB): it must give the game's own serial counts.
/// Returns the number of counts checked.
pub fn engine_agrees<G: bitperft::Game>(game: G, cap: u64) -> usize {
    use bitperft::engine::{EngineConfig, PerftEngine};
    let file = format!("variants/{}.epd", game.name());
    let entries = game_suite(game, &file);
    let cfg = EngineConfig {
        threads: 2,
        hash_mb: 16,
        ..EngineConfig::serial()
    };
    let engine = PerftEngine::new(game, &cfg).expect("engine starts");
    let (failures, checks) = check(&file, &entries, cap, |p, d| {
        u64::try_from(engine.perft(p, d)).expect("small count")
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checks > 0, "{file}: no count under {cap}");
    checks
}

/// Perft by playing every move of [`bitperft::Game::moves`]: the slow reference a game's own
/// perft (bulk counts, shortcuts) is checked against.
pub fn played_perft<G: bitperft::Game>(game: G, pos: &G::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    game.moves(pos)
        .as_ref()
        .iter()
        .map(|&m| played_perft(game, &game.play(pos, m), depth - 1))
        .sum()
}

/// A game's perft equals [`played_perft`] on positions of random games from its suite, at
/// depths 1 to `depth`.
pub fn perft_equals_played<G: bitperft::Game>(game: G, depth: u32) {
    let mut positions = Vec::new();
    random_games(game, 24, 40, |_, child| positions.push(child.clone()));
    for (i, pos) in positions.iter().enumerate().step_by(7) {
        let d = 1 + (i as u32 % depth);
        assert_eq!(
            game.perft(pos, d),
            played_perft(game, pos, d),
            "{} d{d}",
            game.fen(pos)
        );
    }
}

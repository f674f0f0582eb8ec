//! The dedicated counters (`fairy::small_chess` for the chess pieces on small boards, `fairy::small_hands`
//! for the small boards with hands, `fairy::on_crazyhouse` for chessgi) against the generic engine:
//! along random games of each variant they play, every position's perft 1 to 3 equals the
//! generic engine's bulk count, and the games pass through checks, promotions (flips) and
//! drops.

use crate::common::Rng;
use bitperft::Game;
use fairy::counter::Dedicated;
use fairy::perft::{perft, perft_bulk};
use fairy::{Bits, Fairy};

/// What the random games of one variant went through.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    checks: usize,
    promotions: usize,
    drops: usize,
}

fn random_games<B: Bits>(name: &str, games: usize, plies: usize) -> Seen {
    let game = Fairy::<B>::new(name).expect("built in");
    let r = game.rules();
    assert!(
        matches!(
            r.dedicated,
            Some(Dedicated::SmallChess(_) | Dedicated::SmallHands(_))
        ),
        "{name}: a dedicated counter plays it"
    );
    let mut rng = Rng(0x2545_f491_4f6c_dd1d ^ name.len() as u64);
    let mut seen = Seen::default();
    for _ in 0..games {
        let mut pos = game.start();
        for _ in 0..plies {
            for depth in 1..=3 {
                assert_eq!(
                    perft(r, &pos, depth),
                    perft_bulk(r, &pos, depth),
                    "{name} perft {depth}: {}",
                    game.fen(&pos)
                );
            }
            seen.positions += 1;
            seen.checks += fairy::legal::in_check(r, &pos, pos.turn()) as usize;
            let moves = game.moves(&pos);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            seen.promotions += (m.kind() == fairy::Kind::Promotion) as usize;
            seen.drops += (m.kind() == fairy::Kind::Drop) as usize;
            pos = game.play(&pos, m);
        }
    }
    seen
}

/// Random games of `name` in both widths; the 64-bit ones give at least 50 checks, and
/// `promotions` promotions and `drops` drops.
fn games_agree(name: &str, promotions: usize, drops: usize) {
    let seen = random_games::<u64>(name, 40, 120);
    let rich = seen.checks >= 50 && seen.promotions >= promotions && seen.drops >= drops;
    assert!(rich, "{name}: {seen:?}");
    random_games::<u128>(name, 4, 120);
}

#[test]
fn los_alamos_counts_as_the_generic_engine_along_random_games() {
    games_agree("losalamos", 20, 0);
}

#[test]
fn sjaak_micro_counts_as_the_generic_engine_along_random_games() {
    games_agree("sjaakmicro", 20, 0);
}

#[test]
fn gardner_counts_as_the_generic_engine_along_random_games() {
    games_agree("gardner", 20, 0);
}

#[test]
fn micro_shogi_counts_as_the_generic_engine_along_random_games() {
    games_agree("micro", 50, 50);
}

#[test]
fn minishogi_counts_as_the_generic_engine_along_random_games() {
    games_agree("minishogi", 50, 50);
}

#[test]
fn each_counter_plays_its_variants_and_no_other() {
    let mut wrong = Vec::new();
    for spec in fairy::catalog::all() {
        let r = Fairy::<u128>::new(spec.name).expect("built in");
        let r = r.rules();
        let expected = match spec.name {
            "losalamos" | "sjaakmicro" | "gardner" | "raazuvaa" => (true, false, false),
            "micro" | "minishogi" | "gorogoro" | "judkins" => (false, true, false),
            "chessgi" | "loop" => (false, false, true),
            _ => (false, false, false),
        };
        let played = (
            matches!(r.dedicated, Some(Dedicated::SmallChess(_))),
            matches!(r.dedicated, Some(Dedicated::SmallHands(_))),
            matches!(r.dedicated, Some(Dedicated::Crazyhouse(_))),
        );
        if played != expected {
            wrong.push((spec.name, played));
        }
    }
    assert_eq!(
        wrong,
        vec![],
        "variants whose counter is not the expected one"
    );
}

/// Along random games of `name`, the crazyhouse engine's perft 3 equals the generic engine's
/// bulk count wherever it takes the position (most of them); returns how many it took.
fn house_games(name: &str, games: usize, plies: usize) -> usize {
    let game = Fairy::<u64>::new(name).expect("built in");
    let r = game.rules();
    let Some(Dedicated::Crazyhouse(house)) = &r.dedicated else {
        panic!("the crazyhouse engine plays it")
    };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ name.len() as u64);
    let (mut taken, mut positions) = (0, 0);
    for _ in 0..games {
        let mut pos = game.start();
        for _ in 0..plies {
            positions += 1;
            if let Some(n) = house.perft(r, &pos, 3) {
                assert_eq!(n, perft_bulk(r, &pos, 3), "{name}: {}", game.fen(&pos));
                taken += 1;
            }
            let moves = game.moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = game.play(&pos, moves[rng.below(moves.len())]);
        }
    }
    assert!(
        taken * 10 >= positions * 8,
        "{name}: {taken} of {positions} taken"
    );
    taken
}

#[test]
fn chessgi_counts_as_the_generic_engine_along_random_games() {
    assert!(house_games("chessgi", 8, 60) >= 300);
}

#[test]
fn loop_counts_as_the_generic_engine_along_random_games() {
    assert!(house_games("loop", 8, 60) >= 300);
}

/// Pawns dropped on their side's first rank (chessgi's rule, not crazyhouse's) below positions
/// where the other hand is empty, so chess's depth 2 counts boards that hold them.
#[test]
fn chessgi_pawns_dropped_on_the_first_rank_count_as_the_generic_engine() {
    let game = Fairy::<u64>::new("chessgi").expect("built in");
    let r = game.rules();
    let Some(Dedicated::Crazyhouse(house)) = &r.dedicated else {
        panic!("the crazyhouse engine plays it")
    };
    for fen in [
        "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[pb] b - - 0 1",
        "r3k2r/p6p/8/8/8/8/P6P/R3K2R[Pp] w KQkq - 0 1",
    ] {
        let pos = game.parse(fen).expect("a chessgi position");
        for depth in 3..=4 {
            let counted = house.perft(r, &pos, depth).expect("taken");
            assert_eq!(counted, perft_bulk(r, &pos, depth), "{fen} perft {depth}");
        }
    }
}

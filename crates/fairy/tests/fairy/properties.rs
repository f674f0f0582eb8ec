//! Properties every variant keeps along random games from its start position: the FEN reads
//! back to the same position, the incremental key equals the key from scratch, every move's UCI text is its own and reads back to it, the
//! identity rebuilds a position with the same key, perft(1) is the number of moves, and where
//! captures go to the hand, no piece is ever lost (board plus hands); the perft that skips
//! the legality test for moves it proves safe counts what testing every move counts, and every
//! move it leaves unplayed at depth 2 has the child count it predicts; and a
//! move judged without making it is legal exactly when making it leaves the king safe.

use crate::common::Rng;
use bitperft::Game;
use fairy::{Bits, Fairy};

/// Pieces on the board and in both hands.
fn material<B: Bits>(game: Fairy<B>, pos: &fairy::FairyPosition<B>) -> u32 {
    let r = game.rules();
    let hands: u32 = (0..2)
        .map(|s| {
            (0..r.types.len() as u8)
                .map(|t| pos.in_hand(s, t) as u32)
                .sum::<u32>()
        })
        .sum();
    pos.count(0) + pos.count(1) + hands
}

/// Every pseudo-legal move of `pos` that [`fairy::legal::safe_in_place`] judges gets the
/// judgement that making it and testing gives.
fn in_place_agrees<B: Bits>(game: Fairy<B>, pos: &fairy::FairyPosition<B>, fen: &str) {
    let r = game.rules();
    let royals = pos.royals(r, pos.turn());
    if royals.count() != 1 {
        return;
    }
    fairy::movegen::generate(r, pos, &mut |m| {
        if let Some(safe) = fairy::legal::safe_in_place(r, pos, royals.lsb(), m) {
            assert_eq!(
                safe,
                fairy::perft::play_legal(r, pos, m).is_some(),
                "{}: {} in {fen}",
                r.spec.name,
                game.uci(pos, m)
            );
        }
    });
}

/// Every move that depth 2 leaves unplayed has the child count it predicts.
fn unplayed_counts_agree<B: Bits>(game: Fairy<B>, pos: &fairy::FairyPosition<B>) {
    let r = game.rules();
    for (m, predicted) in fairy::unplayed::unplayed_counts(r, pos) {
        assert_eq!(
            predicted,
            game.perft(&game.play(pos, m), 1),
            "{}: unplayed {} in {}",
            r.spec.name,
            game.uci(pos, m),
            game.fen(pos)
        );
    }
}

fn random_games<B: Bits>(name: &str, games: usize, plies: usize) {
    let game = Fairy::<B>::new(name).expect("built in");
    let keys = game.keys(7);
    let conserves = game.rules().spec.holdings.is_some_and(|h| h.captures);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ name.len() as u64);
    let mut played = 0;
    for _ in 0..games {
        let mut pos = game.start();
        for ply in 0..plies {
            if ply % 2 == 1 {
                let r = game.rules();
                // A walling game's only shortcut is on the last ply (each move's wall squares
                // counted at once); its depth 2 can be millions of moves made.
                let depth = if r.walling.is_some() { 1 } else { 2 };
                let tested = fairy::perft::perft_tested(r, &pos, depth);
                assert_eq!(
                    fairy::perft::perft(r, &pos, depth),
                    tested,
                    "{name}: {}",
                    game.fen(&pos)
                );
                assert_eq!(
                    fairy::perft::perft_bulk(r, &pos, depth),
                    tested,
                    "{name} bulk: {}",
                    game.fen(&pos)
                );
                unplayed_counts_agree(game, &pos);
            }
            let fen = game.fen(&pos);
            in_place_agrees(game, &pos, &fen);
            let back = game
                .parse(&fen)
                .unwrap_or_else(|e| panic!("{name}: {fen}: {e}"));
            // Passes in a row are history a FEN does not hold (as Fairy-Stockfish's).
            if pos.passes() == 0 {
                assert_eq!(back, pos, "{name}: FEN round trip {fen}");
                let id = game.id(&pos);
                assert_eq!(
                    game.key(&keys, &game.position(&id)),
                    game.key(&keys, &pos),
                    "{name}: {fen}"
                );
            } else {
                assert_eq!(game.fen(&back), fen, "{name}: FEN round trip");
            }
            let moves = game.moves(&pos);
            assert_eq!(game.perft(&pos, 1), moves.len() as u64, "{name}: {fen}");
            let mut texts: Vec<String> = moves.iter().map(|&m| game.uci(&pos, m)).collect();
            for (&m, t) in moves.iter().zip(&texts) {
                assert_eq!(
                    game.parse_uci(&pos, t).ok(),
                    Some(m),
                    "{name}: {t} in {fen}"
                );
            }
            texts.sort();
            texts.dedup();
            assert_eq!(
                texts.len(),
                moves.len(),
                "{name}: two moves share a name in {fen}"
            );
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let child = game.play(&pos, m);
            assert_eq!(
                game.child_key(&keys, &pos, game.key(&keys, &pos), &child),
                game.key(&keys, &child),
                "{name}: incremental key after {} in {fen}",
                game.uci(&pos, m)
            );
            if conserves {
                assert_eq!(
                    material(game, &child),
                    material(game, &pos),
                    "{name}: {fen}"
                );
            }
            pos = child;
            played += 1;
        }
    }
    // Games were played (dobutsu's end within a dozen plies or so).
    assert!(played > games * 5, "{name}: only {played} plies");
}

#[test]
fn every_variant_keeps_its_invariants_along_random_games() {
    for spec in fairy::catalog::all() {
        // A walling game has up to thousands of moves a ply: fewer games, shorter.
        let (games, plies) = if spec.walling.is_some() {
            (1, 12)
        } else {
            (6, 80)
        };
        if spec.files as usize * spec.ranks as usize <= 64 {
            random_games::<u64>(spec.name, games, plies);
        }
        random_games::<u128>(spec.name, games, plies);
    }
}

/// Every prediction of the depth-2 shortcut at every node two plies below a suite position of
/// `name` (width `B`) equals the count of the child made; false if `name` has no suite.
fn predictions_below_suite<B: Bits>(name: &str) -> bool {
    let game = Fairy::<B>::new(name).expect("built in");
    let Some(entries) = crate::common::variant_suite(game, name) else {
        return false;
    };
    if !game.rules().unplayed {
        // No move is ever left unplayed: nothing predicted.
        return true;
    }
    for e in &entries {
        for m in game.moves(&e.position) {
            let child = game.play(&e.position, m);
            for m2 in game.moves(&child) {
                unplayed_counts_agree(game, &game.play(&child, m2));
            }
        }
    }
    true
}

#[test]
fn every_prediction_holds_two_plies_below_every_suite_position() {
    let mut suites = 0;
    for spec in fairy::catalog::all() {
        suites += if spec.files as usize * spec.ranks as usize <= 64 {
            predictions_below_suite::<u64>(spec.name)
        } else {
            predictions_below_suite::<u128>(spec.name)
        } as usize;
    }
    assert!(suites >= 30, "only {suites} variants have a suite");
}

/// A screen that leaves the line between their royal piece and our rider and checks where it
/// lands gives double check: only royal moves answer it. The depth-2 shortcut counts that
/// child without making it (Stockfish: after g7g8 Black has two moves, Kxg8 and Kh7, not
/// Rxg8; perft 3 is 3,428).
#[test]
fn a_double_check_by_a_screen_leaving_its_line_leaves_only_royal_moves() {
    let game = Fairy::<u64>::new("fairychess").expect("built in");
    let pos = game
        .parse("r6k/6R1/8/8/8/8/8/B3K3 w - - 0 1")
        .expect("a position");
    let predicted = fairy::unplayed::unplayed_counts(game.rules(), &pos);
    let g7g8 = predicted
        .iter()
        .find(|&&(m, _)| game.uci(&pos, m) == "g7g8");
    assert_eq!(g7g8.map(|&(_, n)| n), Some(2));
    assert_eq!(game.perft(&pos, 3), 3428);
}

/// Rule 8 of the depth-2 shortcut (screens): their horse is one of the two screens between our
/// cannon and their general, so it may not move; our chariot taking the pawn beside it gives
/// the horse a capture it still may not make. Fairy-Stockfish and Sjaak II: 17, 85, 1,875 and
/// 15,193 (three replies to c1c7).
#[test]
fn a_screen_of_our_cannon_gains_no_legal_move_from_our_capture() {
    let game = Fairy::<u128>::new("xiangqi").expect("built in");
    let pos = game
        .parse("3aka3/9/4n4/2p6/9/9/4P4/9/9/2RKC4 w - - 0 1")
        .expect("a position");
    let predicted = fairy::unplayed::unplayed_counts(game.rules(), &pos);
    assert!(!predicted.is_empty(), "depth 2 plays every move");
    unplayed_counts_agree(game, &pos);
    let counts: Vec<u64> = (1..=4).map(|d| game.perft(&pos, d)).collect();
    assert_eq!(counts, [17, 85, 1875, 15193]);
}

/// The depth-2 shortcut's prediction for the move `uci` of `pos`, which it must leave
/// unplayed.
fn predicted<B: Bits>(game: Fairy<B>, pos: &fairy::FairyPosition<B>, uci: &str) -> u64 {
    fairy::unplayed::unplayed_counts(game.rules(), pos)
        .iter()
        .find(|&&(m, _)| game.uci(pos, m) == uci)
        .map(|&(_, n)| n)
        .unwrap_or_else(|| panic!("{uci} is played"))
}

/// Rule 7 of the depth-2 shortcut (gating): the piece gated in attacks from the square our
/// piece leaves as a piece landing there would. Here the hawk gated in on b1 covers f5 and g6,
/// two steps of their king: after b1c3h Black has 12 moves, not 14. Fairy-Stockfish (the
/// 1.1.12 WebAssembly build): 28, 360, 10,067, 116,521; in a game (the second position, ADFH
/// and a hawk in hand, the king off its first rank): 49, 1,212, 50,674, 1,344,036.
#[test]
fn a_gated_piece_takes_their_royal_piece_steps_away() {
    let game = Fairy::<u64>::new("seirawan").expect("built in");
    let pos = game
        .parse("8/pp5p/5k2/8/8/7K/PP4P1/RN5R[H] w ABH - 0 1")
        .expect("a position");
    assert_eq!(predicted(game, &pos, "b1c3h"), 12);
    unplayed_counts_agree(game, &pos);
    let counts: Vec<u64> = (1..=4).map(|d| game.perft(&pos, d)).collect();
    assert_eq!(counts, [28, 360, 10067, 116521]);
    let pos = game
        .parse("hrbq1ber/pppppk1p/7n/5pp1/1PN5/4KP1N/P1P3PP/R1nQEB1R[H] w ADFH - 0 11")
        .expect("a position");
    unplayed_counts_agree(game, &pos);
    let counts: Vec<u64> = (1..=4).map(|d| game.perft(&pos, d)).collect();
    assert_eq!(counts, [49, 1212, 50674, 1344036]);
}

/// Rule 2 of the depth-2 shortcut (a pin whose rider moves off): a rider that leaves with a
/// gate leaves the gated piece on the pin's line, and only a rider of that line still pins.
/// Our rook on a1 pins their rook on a5; after a1b1h the hawk on a1 does not, and their rook
/// has 13 moves, not 6 (Black 14 in all). Fairy-Stockfish (the 1.1.12 WebAssembly build):
/// 28, 320, 6,286, 89,874.
#[test]
fn a_gated_piece_on_a_pin_line_pins_only_as_a_rider_of_the_line() {
    let game = Fairy::<u64>::new("seirawan").expect("built in");
    let pos = game
        .parse("k7/8/8/r7/8/7K/6P1/R7[H] w A - 0 1")
        .expect("a position");
    assert_eq!(predicted(game, &pos, "a1b1h"), 14);
    unplayed_counts_agree(game, &pos);
    let counts: Vec<u64> = (1..=4).map(|d| game.perft(&pos, d)).collect();
    assert_eq!(counts, [28, 320, 6286, 89874]);
}

/// Ouk chatrang's first moves reach no shortcut but the last ply's safety judgement: along
/// random games (the rights still held early on) the fast count equals the count that makes
/// and tests every move, three plies deep.
#[test]
fn first_moves_are_counted_as_testing_every_move_counts() {
    for name in ["cambodian", "karouk"] {
        let game = Fairy::<u64>::new(name).expect("built in");
        let r = game.rules();
        assert!(!r.unplayed && r.dedicated.is_none(), "{name}");
        let mut rng = Rng(0x5eed ^ name.len() as u64);
        for _ in 0..4 {
            let mut pos = game.start();
            for _ in 0..12 {
                assert_eq!(
                    fairy::perft::perft(r, &pos, 3),
                    fairy::perft::perft_tested(r, &pos, 3),
                    "{name}: {}",
                    game.fen(&pos)
                );
                let moves = game.moves(&pos);
                if moves.is_empty() {
                    break;
                }
                pos = game.play(&pos, moves[rng.below(moves.len())]);
            }
        }
    }
}

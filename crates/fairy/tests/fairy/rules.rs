//! Rules the suites reach rarely, each shown on a position built for it (counts from
//! Fairy-Stockfish 251126 and the published rules, never from this engine).

use bitperft::Game;
use fairy::Fairy;

fn perfts(variant: &str, fen: &str, counts: &[u64]) {
    let game = Fairy::<u128>::new(variant).expect("built in");
    let pos = game.parse(fen).unwrap_or_else(|e| panic!("{e}"));
    for (d, &n) in counts.iter().enumerate() {
        assert_eq!(
            game.perft(&pos, d as u32 + 1),
            n,
            "{variant} {fen} D{}",
            d + 1
        );
    }
}

fn moves(variant: &str, fen: &str) -> Vec<String> {
    let game = Fairy::<u128>::new(variant).expect("built in");
    let pos = game.parse(fen).unwrap_or_else(|e| panic!("{e}"));
    game.moves(&pos)
        .iter()
        .map(|&m| game.uci(&pos, m))
        .collect()
}

#[test]
fn a_bare_king_loses_unless_it_can_bare_the_other_in_reply() {
    perfts("shatranj", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", &[5, 0, 0]);
    perfts("shatranj", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &[0]);
    perfts(
        "courier",
        "5k6/12/12/12/12/12/12/R4K6 b - - 0 1",
        &[5, 0, 0],
    );
}

#[test]
fn a_bare_king_ends_shatar_whoever_is_to_move() {
    perfts("shatar", "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1", &[0]);
    perfts("shatar", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[0]);
}

#[test]
fn grand_chess_promotes_only_to_pieces_the_side_has_lost() {
    perfts(
        "grand",
        "8k1/P9/10/10/10/10/10/10/10/QCA1K5 w - - 0 1",
        &[49, 146, 8165],
    );
    let m = moves("grand", "8k1/P9/10/10/10/10/10/10/10/QCA1K5 w - - 0 1");
    let a10: Vec<&String> = m.iter().filter(|m| m.starts_with("a9a10")).collect();
    assert_eq!(a10, ["a9a10r", "a9a10b", "a9a10n"]);
}

#[test]
fn spartan_black_may_leave_one_of_two_kings_attacked() {
    perfts("spartan", "k2R3k/8/8/8/8/8/h7/4K3 b - - 0 1", &[4, 76, 872]);
}

/// The position of `variant` after `moves` (UCI text) from `fen`; after each move the FEN
/// reads back as the same position and the key made from the parent's equals the key from
/// scratch.
fn after(variant: &str, fen: &str, moves: &[&str]) -> fairy::FairyPosition<u128> {
    let game = Fairy::<u128>::new(variant).expect("built in");
    let keys = game.keys(bitperft::engine::DEFAULT_SEED);
    let mut pos = game.parse(fen).unwrap_or_else(|e| panic!("{e}"));
    for text in moves {
        let m = game.parse_uci(&pos, text).expect("legal");
        let child = game.play(&pos, m);
        let child_fen = game.fen(&child);
        assert_eq!(
            game.parse(&child_fen).ok().as_ref(),
            Some(&child),
            "{child_fen}"
        );
        let key = game.child_key(&keys, &pos, game.key(&keys, &pos), &child);
        assert_eq!(key, game.key(&keys, &child), "{child_fen}");
        pos = child;
    }
    pos
}

/// Spartan castling with two black kings (black rooks only by FEN), as Fairy-Stockfish has it:
/// the rights belong to one king, the only one on the back rank when the FEN is read or with
/// several the one on the e-file; another king moving or arriving takes nothing; with two
/// kings the castling king is not royal on its own, so it may castle out of, through or into
/// attack as long as not both kings are attacked after. Each count is the sum, worked out by
/// hand, of each piece's moves (the white king is far: no black move leaves both kings
/// attacked unless said).
#[test]
fn spartan_castling_belongs_to_one_of_two_kings() {
    let game = Fairy::<u128>::new("spartan").expect("built in");
    for (fen, moves, count) in [
        // Kings b8 and e8: e8 castles. Kb8 a8 a7 b7 c7 c8 (5), Ke8 d8 d7 e7 f7 f8 (5), Rh8 g8
        // f8 h7-h1 (9), e8g8 (1).
        ("1k2k2r/8/8/8/8/8/8/4K3 b k - 0 1", &[][..], 20),
        // The rook on f1 attacks f8, which the castling king passes: a8 stays safe. Ka8 a7 b7
        // b8 (3), Ke8 (5, f7 and f8 attacked but a8 safe), Rh8 (9), e8g8 (1).
        ("k3k2r/8/8/8/8/8/8/5RK1 b k - 0 1", &[], 18),
        // The rook on e1 attacks e8: the king castles out of attack. Ka8 (3), Ke8 (5),
        // Rh8 (9), e8g8 (1).
        ("k3k2r/8/8/8/8/8/8/4R1K1 b k - 0 1", &[], 18),
        // The h8 king moves; e8 keeps its right. Ke8 d8 d7 e7 f7 f8 (5), Kg8 f8 f7 g7 h7 h8
        // (5), Ra8 b8 c8 d8 a7-a1 (10), e8c8 (1).
        ("r3k2k/8/8/8/8/8/8/4K3 b q - 0 1", &["h8g8", "e1e2"], 21),
        // d8, the only king on the back rank, castles; a second king arrives on b8 and d8
        // still castles. Kb8 a8 a7 b7 c7 c8 (5), Kd8 c8 c7 d7 e7 e8 (5), Rh8 g8 f8 e8 h7-h1
        // (10), d8g8 (king to g8, rook to f8) (1).
        ("3k3r/1k6/8/8/8/8/8/4K3 b k - 0 1", &["b7b8", "e1e2"], 21),
    ] {
        let pos = after("spartan", fen, moves);
        assert_eq!(game.perft(&pos, 1), count, "{fen} {moves:?}");
    }
    // After b7b8 the e-file rule would pick e8, where no king stands: the field names d8.
    let pos = after("spartan", "3k3r/1k6/8/8/8/8/8/4K3 b k - 0 1", &["b7b8"]);
    assert_eq!(game.fen(&pos), "1k1k3r/8/8/8/8/8/8/4K3 w dk - 1 2");
    assert!(game.parse("1k1k3r/8/8/8/8/8/8/4K3 w k - 1 2").is_err());
}

#[test]
fn shoshogi_with_two_royal_pieces_protects_neither() {
    perfts(
        "shoshogi",
        "4k4/9/9/9/9/9/9/9/K3+E3r w - - 0 1",
        &[8, 256, 2538],
    );
}

#[test]
fn micro_shogi_drops_either_form_and_flips_on_capture() {
    perfts("micro", "k3/4/4/4/3K[Pp] w - - 0 1", &[39, 1373, 8702]);
    let m = moves("micro", "k3/4/4/4/3K[Pp] w - - 0 1");
    assert!(m.contains(&"+P@b3".to_string()) && m.contains(&"P@b3".to_string()));
}

#[test]
fn a_mating_pawn_drop_counts_as_the_reference_programs_count_it() {
    // Fairy-Stockfish lists 24 moves, P@e4 (mate) among them; Sjaak II agrees on every count
    // of the shogi suites, which need such drops.
    let m = moves("minishogi", "3rk/3p1/4G/5/K4[P] w - - 0 1");
    assert!(m.contains(&"P@e4".to_string()), "{m:?}");
    perfts("minishogi", "3rk/3p1/4G/5/K4[P] w - - 0 1", &[24, 88, 874]);
}

#[test]
fn a_spec_may_forbid_the_mating_pawn_drop() {
    use fairy::spec::Holdings;
    let mini = fairy::catalog::find("minishogi").expect("built in");
    let strict = fairy::VariantSpec {
        holdings: Some(Holdings {
            no_pawn_drop_mate: true,
            ..mini.holdings.expect("holdings")
        }),
        ..*mini
    };
    let rules = fairy::Rules::<u64>::new(&strict).expect("builds");
    let pos = fairy::fen::parse(&rules, "3rk/3p1/4G/5/K4[P] w - - 0 1").expect("a FEN");
    let names: Vec<String> = fairy::perft::legal_moves(&rules, &pos)
        .iter()
        .map(|&m| fairy::uci(&rules, &pos, m))
        .collect();
    assert_eq!(names.len(), 23, "{names:?}");
    assert!(!names.contains(&"P@e4".to_string()) && names.contains(&"P@a4".to_string()));
    assert_eq!(fairy::perft::perft(&rules, &pos, 1), 23);
}

#[test]
fn xiangqi_generals_may_not_face_each_other() {
    perfts("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", &[2, 3, 6]);
}

#[test]
fn two_swallows_per_file_at_most() {
    perfts(
        "torishogi",
        "k6/7/7/7/3S3/3S3/3K3[S] w - - 0 1",
        &[41, 120, 1224],
    );
}

#[test]
fn castling_on_ten_files_and_with_a_knight_moving_king() {
    perfts(
        "capablanca",
        "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
        &[28, 674, 18317],
    );
    perfts(
        "knightmate",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        &[25, 521, 12310],
    );
    let m = moves("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    assert!(m.contains(&"f1i1".to_string()) && m.contains(&"f1c1".to_string()));
}

/// Perfect chess castles with the rook or the chancellor, whichever stands outermost.
#[test]
fn perfect_castles_with_a_chancellor_too() {
    let fen = "c3k2r/8/8/8/8/8/8/C3K2C w KQkq - 0 1";
    perfts("perfect", fen, &[30, 717, 21303]);
    let game = Fairy::<u128>::new("perfect").expect("built in");
    let pos = game.parse(fen).expect("a FEN");
    let castled = game.play(&pos, game.parse_uci(&pos, "e1g1").expect("legal"));
    assert_eq!(game.fen(&castled), "c3k2r/8/8/8/8/8/8/C4CK1 b kq - 1 1");
}

/// Capablanca random chess castles as Chess960 does, written as the king taking its own rook:
/// the king beside its rook on `b1` castles to `c1` with the rook to `d1`.
#[test]
fn caparandom_castles_as_the_king_taking_its_rook() {
    let fen = "r7kr/10/10/10/10/10/10/RK7R w JAja - 0 1";
    perfts("caparandom", fen, &[26, 556, 14017]);
    let m = moves("caparandom", fen);
    assert!(m.contains(&"b1a1".to_string()) && m.contains(&"b1j1".to_string()));
    let game = Fairy::<u128>::new("caparandom").expect("built in");
    let pos = game.parse(fen).expect("a FEN");
    let castled = game.play(&pos, game.parse_uci(&pos, "b1a1").expect("legal"));
    assert_eq!(
        game.fen(&castled),
        "r7kr/10/10/10/10/10/10/2KR5R b ja - 1 1"
    );
}

#[test]
fn berolina_takes_en_passant_on_the_square_passed() {
    perfts(
        "berolina",
        "4k3/8/8/8/2p5/8/1P6/4K3 w - - 0 1",
        &[8, 58, 490],
    );
    let m = moves("berolina", "4k3/8/8/8/2pP4/8/8/4K3 b - c3d4 0 1");
    assert!(m.contains(&"c4c3".to_string()), "{m:?}");
}

#[test]
fn chessgi_drops_pawns_on_the_first_rank() {
    perfts(
        "chessgi",
        "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1",
        &[60, 3431, 36702],
    );
}

#[test]
fn seirawan_gates_on_the_square_a_piece_leaves_judged_without_the_gated_piece() {
    perfts(
        "seirawan",
        "4k3/8/8/8/8/8/8/4KB1r[H] w F - 0 1",
        &[4, 56, 833],
    );
    perfts(
        "seirawan",
        "r3k2r/8/8/8/8/8/8/R3K2R[HEhe] w KQkq - 0 1",
        &[82, 5238, 233647],
    );
    let m = moves("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[HEhe] w KQkq - 0 1");
    for castle in ["e1g1", "e1g1h", "h1e1h", "a1e1e", "e1c1e"] {
        assert!(m.contains(&castle.to_string()), "{castle}: {m:?}");
    }
}

#[test]
fn sittuyin_promotes_in_place_or_a_diagonal_step_away_without_check_or_attack() {
    perfts(
        "sittuyin",
        "k7/8/8/1p1P4/8/P7/8/7K w - - 0 1",
        &[8, 61, 550],
    );
    let m = moves("sittuyin", "k7/8/8/1p1P4/8/P7/8/7K w - - 0 1");
    assert!(m.contains(&"d5d5f".to_string()), "{m:?}");
    // A general on c6 or c4 would attack the pawn on b5.
    assert!(!m.contains(&"d5c6f".to_string()), "{m:?}");
    assert!(!m.contains(&"d5c4f".to_string()), "{m:?}");
}

#[test]
fn sittuyin_sets_up_by_drops_before_moving() {
    perfts(
        "sittuyin",
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KNkfrrssnn] w - - 0 1",
        &[40, 3520, 66880],
    );
}

/// Castling lifts the rook: in Chess960 a rider beyond the castling rook, on the line through
/// the king's path, attacks the king once it has castled (rook b8, king d8 to c8, a queen on
/// a8), also where the king castles without moving. The depth-2 shortcut must see a move onto
/// or off that line as one that changes their castling. Positions from the self-check's random Chess960 games; counts from Stockfish
/// (`UCI_Chess960`), in the fast mode and with every leaf made.
#[test]
fn chess960_castling_lifts_the_rook_off_the_line_to_the_kings_path() {
    perfts(
        "fairychess",
        "1r1k2r1/Q1p5/8/8/8/8/8/1R1K4 w Bgb - 3 8",
        &[31, 654, 19_140],
    );
    let game = Fairy::<u128>::new("fairychess").expect("built in");
    let make = game
        .with_mode(bitperft::engine::Mode::Make)
        .expect("make mode");
    for (fen, nodes) in [
        (
            "1rn2k1q/1np1pp1p/pp6/8/1Pr4Q/P3b1PP/N1PPPPb1/BR2KBR1 b GB - 0 15",
            82_215,
        ),
        (
            "1rn2k1q/1np1pp1Q/pp6/8/1Pr5/P3b1PP/N1PPPP2/BR2KbR1 b GB - 0 16",
            64_708,
        ),
        (
            "Qr2k1rq/1b1p1np1/4p1np/b1p2p1B/2P4P/1P1P4/2K2PP1/BRN2NRQ b gb - 0 15",
            42_648,
        ),
        (
            "Qr2k1rq/1b1pnnp1/4p2p/2p2p1B/2P4P/1P1P4/3b1PP1/BRNK1NRQ w gb - 3 17",
            44_712,
        ),
        (
            "1r2k1rq/1b1pnnp1/Q3p2p/2p2p1B/2P4P/1P1P4/3b1PP1/BRNK1NRQ b gb - 4 17",
            46_154,
        ),
        (
            "1r2k1rq/1b1pnnp1/Q3p2p/2p1BpbB/2P4P/1P1P4/5PP1/1RNK1NRQ w gb - 7 19",
            69_761,
        ),
        (
            "1r2k1rq/3pnnp1/Q3p2p/2pb1pbB/2PP3P/1P6/5PPB/1RNK1NRQ b gb - 0 20",
            46_536,
        ),
        (
            "br1knr1b/p2p1p1p/4pn1p/1pp1P3/5NP1/3P4/qPP2P1P/BR1KNR1B w FBfb - 0 10",
            35_948,
        ),
        (
            "nr1k1brn/Qbppp1pp/8/1p3pq1/5P2/6PP/PPPPP1R1/NRBK1B1N w Bgb - 3 8",
            30_419,
        ),
        (
            "1rkq1bbn/1p1nr3/Q2pp3/2p2pp1/1PP4N/P2P3P/2K1PPP1/NR2RBB1 b b - 1 12",
            24_452,
        ),
        // The king castles without moving (c8 with the rook on b8 to d8), our queen beyond the
        // rook: a move off a8 lets it castle.
        (
            "Qrkbb1n1/3n1p2/1pppp1p1/p3P1pr/P7/1P6/2PP1PPP/R1KBBN1R b Hb - 2 13",
            16_715,
        ),
        (
            "Qrkrn1b1/5p1p/1p4P1/N1p1p3/2P3Pq/b2PP3/PP3P1B/1RKR1B2 b DBdb - 0 14",
            32_108,
        ),
        (
            "Qrk2r2/1p3npp/1n2pp2/2pp3b/4PP1P/bN6/PPPP2B1/1NKRB1R1 b b - 2 17",
            29_127,
        ),
        (
            "Qrk1r2b/2pp2qp/5B2/pp2P3/5P2/PPP1P2b/K7/NR1NR2B b eb - 0 20",
            32_491,
        ),
        (
            "Qrk4b/2pp2qp/4rB2/pp2P3/5P2/PPP1P2b/K7/NR1NR2B w b - 1 21",
            36_366,
        ),
        (
            "Qrk1r1b1/p1p2p1p/1p2p1p1/3p4/1bP2n1P/PN1P2P1/1P2qPB1/1RKNR1B1 b EBeb - 1 11",
            49_805,
        ),
        (
            "Qrkrbbqn/2p2ppp/8/pp2p3/3p1P1B/PP4P1/2PPP2P/NRKR1B1N b DBdb - 0 7",
            18_138,
        ),
        (
            "Qrk1qb1n/1rpp1p1p/7n/1p2p1p1/4P1P1/1b1P3N/PPP1RP1P/B1KR1B1N w b - 0 12",
            22_656,
        ),
    ] {
        let pos = game.parse(fen).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(game.perft(&pos, 3), nodes, "{fen}");
        assert_eq!(make.perft(&pos, 3), nodes, "{fen} (make)");
    }
}

#[test]
fn ouk_chatrang_first_moves_and_the_rook_that_takes_the_kings_leap() {
    // Each rook may take the other's, landing on the enemy king's rank (a1xa8, a8xa1): the
    // king's leap goes with it.
    perfts(
        "cambodian",
        "r3k3/8/8/8/8/8/8/R2KM3 w DEe - 0 1",
        &[18, 265, 4509, 76557],
    );
    // The met pinned on its rank may not step; the king behind it may leap.
    perfts(
        "cambodian",
        "4k3/8/8/8/8/8/8/3KM2r w DE - 0 1",
        &[6, 90, 757, 13300],
    );
    // The met's step checks; in karouk that check ends the game.
    perfts(
        "cambodian",
        "8/8/8/8/5k2/8/8/3KM3 w DE - 0 1",
        &[9, 63, 591, 4185],
    );
    perfts(
        "karouk",
        "8/8/8/8/5k2/8/8/3KM3 w DE - 1+1 0 1",
        &[9, 55, 513, 3595],
    );
}

#[test]
fn wolf_pawns_step_twice_from_given_squares_and_take_a_sergeants_double_step_en_passant() {
    // b3 is a double-step square, d3 is not; c5 takes b3b5 en passant.
    perfts(
        "wolf",
        "4k3/8/8/8/8/2p5/8/1P6/8/4K3 w - - 0 1",
        &[7, 44, 354, 2733],
    );
    perfts(
        "wolf",
        "4k3/8/8/8/8/2p5/8/3P4/8/4K3 w - - 0 1",
        &[6, 37, 273, 2105],
    );
    // The sergeant's g9g7 leaves g8 for the pawn on f7 (Fairy-Stockfish writes g7g8).
    perfts(
        "wolf",
        "4k3/6s1/8/5P2/8/8/8/8/8/4K3 b - - 0 1",
        &[9, 55, 474, 3580],
    );
    perfts("wolf", "4k3/8/8/5Ps1/8/8/8/8/8/4K3 w - g7g8 0 2", &[7, 51]);
    // A pawn on the last rank but one: five pieces or the elephant (+P); a sergeant: five.
    perfts(
        "wolf",
        "k7/6P1/8/8/8/8/8/8/8/7K w - - 0 1",
        &[9, 23, 379, 1783],
    );
    perfts(
        "wolf",
        "k5+P1/8/8/8/8/8/8/8/8/7K b - - 0 1",
        &[2, 68, 233, 8850],
    );
    perfts(
        "wolf",
        "k7/3S4/8/8/8/8/8/8/8/7K w - - 0 1",
        &[18, 38, 689, 2910],
    );
}

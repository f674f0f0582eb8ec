//! FEN parsing: every error case names its field, FEN round-trips, and the incremental Zobrist
//! key equals the recomputed one along random games.

use bitperft::chess::KeySet;
use bitperft::PositionId;
use bitperft::{FenErrorKind, Position};

fn kind(fen: &str) -> (&'static str, FenErrorKind) {
    let e = Position::from_fen(fen).expect_err(fen);
    assert!(e.to_string().contains(e.field), "{e}");
    (e.field, e.kind)
}

#[test]
fn each_error_case_has_its_error() {
    use FenErrorKind::*;
    let white = bitperft::Color::White;
    let black = bitperft::Color::Black;
    let cases: Vec<(&str, &str, FenErrorKind)> = vec![
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
            "fen",
            FieldCount(3),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            "fen",
            FieldCount(5),
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "board",
            BadPieceChar('x'),
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "board",
            RankWidth(7),
        ),
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "board",
            RankWidth(9),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "board",
            RankCount(7),
        ),
        (
            "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
            "board",
            KingCount(black, 0),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
            "board",
            KingCount(white, 2),
        ),
        (
            "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1",
            "board",
            PawnOnBackRank(bitperft::Square::H8),
        ),
        (
            "4k3/8/8/8/8/8/8/4K2p w - - 0 1",
            "board",
            PawnOnBackRank(bitperft::Square::H1),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "side",
            BadSide,
        ),
        (
            "4k2R/8/8/8/8/8/8/4K3 w - - 0 1",
            "position",
            OpponentInCheck,
        ),
        (
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "position",
            OpponentInCheck,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            "castling",
            BadCastlingChar('x'),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w K - 0 1",
            "board",
            KingCount(white, 0),
        ),
        (
            "4k3/8/8/8/8/8/8/3KR3 w Q - 0 1",
            "castling",
            CastlingWithoutRook('Q'),
        ),
        (
            "4k3/8/8/8/8/8/4K3/7R w K - 0 1",
            "castling",
            CastlingWithoutKing('K'),
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w K - 0 1",
            "castling",
            CastlingWithoutRook('K'),
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w G - 0 1",
            "castling",
            CastlingWithoutRook('G'),
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1",
            "castling",
            DuplicateCastling('K'),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1",
            "en passant",
            BadEpSquare,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
            "en passant",
            EpWrongRank,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1",
            "en passant",
            EpNoPawn,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/4P3/PPP2PPP/RNBQKBNR b KQkq e3 0 1",
            "en passant",
            EpNoPawn,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "halfmove",
            BadNumber,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            "fullmove",
            BadNumber,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
            "halfmove",
            BadNumber,
        ),
    ];
    for (fen, field, expected) in cases {
        assert_eq!(kind(fen), (field, expected), "{fen}");
    }
}

#[test]
fn error_message_names_field_and_text() {
    let e =
        Position::from_fen("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid FEN: board field 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR': 'x' is not a piece letter (PNBRQK/pnbrqk), a digit 1-8 or '/'"
    );
}

#[test]
fn accepts_epd_xfen_and_shredder() {
    let epd = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap();
    assert_eq!(epd, Position::startpos());
    let shredder =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1").unwrap();
    assert!(shredder.is_chess960());
    assert_eq!(shredder.legal_moves().len(), 20);
    // X-FEN inner rook: two rooks on the king side, the inner one (f1) named by its file.
    let xfen = Position::from_fen("4k3/8/8/8/8/8/8/4KR1R w F - 0 1").unwrap();
    assert_eq!(
        xfen.castling()
            .rook(bitperft::Color::White, bitperft::CastleSide::King),
        bitperft::Square::parse("f1")
    );
    let outer = Position::from_fen("4k3/8/8/8/8/8/8/4KR1R w K - 0 1").unwrap();
    assert_eq!(
        outer
            .castling()
            .rook(bitperft::Color::White, bitperft::CastleSide::King),
        bitperft::Square::parse("h1")
    );
}

/// Every suite FEN parses, prints, and parses back to the same position; FENs already in
/// normal form (e.p. square only when a capture is possible) print back identically.
#[test]
fn fen_round_trips_on_every_suite_line() {
    let mut identical = 0;
    for name in ["standard.epd", "cpw.epd", "tricky.epd", "chess960.epd"] {
        for e in crate::common::suite(name) {
            let out = e.position.to_fen();
            assert_eq!(
                Position::from_fen(&out).unwrap(),
                e.position,
                "{name}:{}",
                e.line
            );
            let full = if e.fen.split_whitespace().count() == 4 {
                format!("{} 0 1", e.fen)
            } else {
                e.fen.clone()
            };
            if out == full {
                identical += 1;
            }
        }
    }
    assert!(
        identical > 1_100,
        "only {identical} FENs printed back identically"
    );
}

/// A tiny fixed-seed PRNG for reproducible random games.
fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

/// Along seeded random games from every suite position: the incremental table key equals the
/// from-scratch key, the invariants hold, and FEN round-trips.
#[test]
fn incremental_key_equals_recomputed() {
    let keys = KeySet::default();
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut positions = 0;
    for name in ["standard.epd", "tricky.epd", "chess960.epd"] {
        for e in crate::common::suite(name) {
            let mut p = e.position;
            let mut key = keys.key(&p);
            for _ in 0..30 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let child =
                    p.play_unchecked(moves[(xorshift(&mut seed) % moves.len() as u64) as usize]);
                key = keys.child(&p, key, &child);
                p = child;
                positions += 1;
                assert_eq!(key, keys.key(&p), "{}", p.to_fen());
                assert!(p.is_consistent(), "{}", p.to_fen());
                assert_eq!(
                    Position::from_fen(&p.to_fen()).unwrap(),
                    p,
                    "{}",
                    p.to_fen()
                );
            }
        }
    }
    assert!(positions > 20_000);
}

/// Transpositions reach the same identity and key (move order does not matter).
#[test]
fn transpositions_share_an_identity_and_a_key() {
    let keys = KeySet::default();
    let same = |a: &Position, b: &Position| {
        let ids = PositionId::of(a) == PositionId::of(b);
        assert_eq!(
            ids,
            keys.key(a) == keys.key(b),
            "{} / {}",
            a.to_fen(),
            b.to_fen()
        );
        ids
    };
    let s = Position::startpos();
    let a = s.play_uci(["g1f3", "g8f6", "b1c3", "b8c6"]).unwrap();
    let b = s.play_uci(["b1c3", "b8c6", "g1f3", "g8f6"]).unwrap();
    assert!(same(&a, &b));
    assert!(!same(&a, &s));
    // A double push with no enemy pawn beside it sets no e.p. square, so it transposes too.
    let c = s.play_uci(["e2e4", "e7e5"]).unwrap();
    let d = s.play_uci(["e2e3", "e7e6", "e3e4", "e6e5"]).unwrap();
    assert!(same(&c, &d));
}

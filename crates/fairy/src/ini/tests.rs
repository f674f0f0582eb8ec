//! Each kind of problem of a variants file, on a file built for it; every problem of a file
//! reported; ignored and defaulted keys accepted.

use super::*;

/// The problems of `text`, read as `t.ini`.
fn problems(text: &str) -> Vec<IniError> {
    check(text, "t.ini")
}

/// The only problem of `text`.
fn only(text: &str) -> IniError {
    let p = problems(text);
    assert_eq!(p.len(), 1, "{p:#?}");
    p.into_iter().next().expect("one problem")
}

#[test]
fn an_unknown_key_names_file_line_section_and_key() {
    let e = only("[v:chess]\n\nfrobnicate = 1\n");
    assert_eq!(e.kind, IniErrorKind::UnknownKey);
    assert_eq!(
        (e.line, e.section.as_str(), e.key.as_str()),
        (3, "v", "frobnicate")
    );
    assert_eq!(e.to_string(), "t.ini:3: [v] frobnicate: unknown key");
}

#[test]
fn a_malformed_value_says_what_was_expected() {
    for (text, key) in [
        ("[v:chess]\ncastling = yes\n", "castling"),
        ("[v:chess]\nmaxFile = 13\n", "maxFile"),
        (
            "[v:chess]\npromotionRegionWhite = *x\n",
            "promotionRegionWhite",
        ),
        (
            "[v:chess]\npromotionPieceTypes = qz\n",
            "promotionPieceTypes",
        ),
        ("[v:chess]\ncustomPiece1 = a\n", "customPiece1"),
        ("[v:chess]\nknight = n:N\n", "knight"),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
        assert!(e.to_string().contains("malformed value: "), "{e}");
    }
}

#[test]
fn a_rule_bitperft_does_not_model_is_refused_not_ignored() {
    for (text, key) in [
        ("[v:chess]\nshatarMateRule = true\n", "shatarMateRule"),
        ("[v:chess]\ndropLoop = true\n", "dropLoop"),
        ("[v:chess]\ncustomPiece1 = a:gN\n", "customPiece1"),
        ("[v:chess]\ncustomPiece1 = a:gR2\n", "customPiece1"),
        (
            "[v:crazyhouse]\npromotionRegionWhite = e8\n",
            "promotionRegionWhite",
        ),
        ("[v:chess]\nwallOrMove = true\n", "wallOrMove"),
        (
            "[v:chess]\ncastlingKingsideFile = a\n",
            "castlingKingsideFile",
        ),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
        assert!(e.to_string().contains("not modelled by bitperft"), "{e}");
    }
}

#[test]
fn defaults_of_unmodelled_rules_and_gui_keys_are_accepted() {
    let text = "[v:chess]\nmustCapture = false\nchecking = true\npieceToCharTable = -\n\
                pocketSize = 0\nnnueAlias = x\nstalemateValue = loss\nnMoveRule = 0\n";
    assert_eq!(problems(text), vec![]);
}

#[test]
fn a_missing_parent_is_named() {
    let e = only("[v:nosuchgame]\n");
    assert_eq!(e.kind, IniErrorKind::MissingParent("nosuchgame".into()));
    assert_eq!(
        e.to_string(),
        "t.ini:1: [v]: parent 'nosuchgame' is neither a section of this file nor a built-in \
         variant"
    );
}

#[test]
fn a_cycle_of_parents_is_reported_for_each_section_in_it() {
    let p = problems("[a:b]\n[b:c]\n[c:a]\n[d:d]\n");
    let cycles: Vec<String> = p.iter().map(ToString::to_string).collect();
    assert_eq!(
        cycles,
        vec![
            "t.ini:1: [a]: cycle of parents: a -> b -> c -> a",
            "t.ini:2: [b]: cycle of parents: b -> c -> a -> b",
            "t.ini:3: [c]: cycle of parents: c -> a -> b -> c",
            "t.ini:4: [d]: cycle of parents: d -> d",
        ]
    );
}

#[test]
fn a_board_over_128_squares_is_refused() {
    let e = only("[v:chess]\nmaxFile = 12\nmaxRank = 11\n");
    assert_eq!(
        e.kind,
        IniErrorKind::BoardTooLarge {
            files: 12,
            ranks: 11
        }
    );
    assert_eq!(e.line, 3);
    assert!(
        e.to_string()
            .ends_with("a 12x11 board has 132 squares, more than the 128 bitperft plays")
    );
}

#[test]
fn a_start_position_that_does_not_fit_is_refused() {
    let e = only("[v:chess]\nmaxFile = 10\n");
    assert!(matches!(e.kind, IniErrorKind::StartFen(_)), "{e}");
    assert_eq!((e.line, e.key.as_str()), (1, "startFen"));
    let e = only("[v:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1\n");
    assert!(matches!(e.kind, IniErrorKind::StartFen(_)), "{e}");
    assert_eq!((e.line, e.key.as_str()), (2, "startFen"));
}

#[test]
fn a_line_that_is_not_ini_is_a_syntax_error() {
    let e = only("[v:chess]\nthis is not a key\n");
    assert!(matches!(e.kind, IniErrorKind::Syntax(_)), "{e}");
    assert_eq!(e.line, 2);
}

#[test]
fn every_problem_of_a_file_is_reported_in_line_order() {
    let text = "[a:chess]\nfoo = 1\ncastling = maybe\n[b:nowhere]\n[c:chess]\nshatarMateRule = true\n\
                [ok:chess]\n[child:a]\n";
    let p = problems(text);
    let lines: Vec<usize> = p.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![2, 3, 4, 6, 8], "{p:#?}");
    assert!(matches!(p[4].kind, IniErrorKind::Rules(_)), "{}", p[4]);
    let read = read(text, "t.ini");
    let loaded: Vec<&str> = read.variants.iter().map(|l| l.spec.name).collect();
    assert_eq!(loaded, vec!["ok"]);
}

#[test]
fn sections_inherit_from_built_ins_and_from_each_other() {
    let text = "[big:capablanca]\n[bigger:big]\nmaxRank = 10\n\
                startFen = rnabqkbcnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n\
                promotionRegionWhite = *10\npromotionRegionBlack = *1\n\
                doubleStepRegionBlack = *9\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.len(), 2);
    let big = loaded[0].spec;
    assert_eq!((big.files, big.ranks), (10, 8));
    let bigger = loaded[1].spec;
    assert_eq!((bigger.files, bigger.ranks), (10, 10));
    assert_eq!(
        bigger.pieces,
        big.pieces
            .iter()
            .map(|p| {
                let mut p = *p;
                if let Some(pr) = p.promotion.as_mut() {
                    pr.ranks = 1;
                }
                p
            })
            .collect::<Vec<_>>()
            .as_slice()
    );
    assert_eq!(loaded[1].parent, Some("big"));
}

#[test]
fn a_section_that_only_renames_crazyhouse_is_counted_by_the_crazyhouse_engine() {
    let loaded = load("[myhouse:crazyhouse]\n", "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let rules = crate::rules::Rules::<u64>::new(loaded[0].spec).expect("tables");
    assert!(matches!(
        crate::counter::Counting::of(&rules).dedicated,
        Some(crate::counter::Dedicated::Crazyhouse(_))
    ));
}

/// The docs' list of built-in parents is the reader's.
#[test]
fn the_docs_list_every_built_in_parent() {
    let docs = include_str!("../../../../docs/variants-ini.md");
    let list = docs
        .split("else a built-in: ")
        .nth(1)
        .and_then(|rest| rest.split(". The").next())
        .expect("docs/variants-ini.md lists the built-in parents");
    let mut listed: Vec<&str> = list.split('`').skip(1).step_by(2).collect();
    listed.sort_unstable();
    assert_eq!(listed, parents::names());
}

#[test]
fn every_built_in_parent_reads_and_loads() {
    for name in parents::names() {
        let text = format!("[x:{name}]\n");
        assert_eq!(problems(&text), vec![], "{name}");
    }
}

#[test]
fn the_comment_lines_directly_above_a_header_describe_the_section() {
    let text =
        "# not this one\n\n# Chess on a\n# smaller board.\n[v:gardner]\n\n[w:chess] # nor this\n";
    let loaded = load(text, "t.ini").expect("loads");
    assert_eq!(loaded[0].doc, "Chess on a smaller board.");
    assert_eq!(loaded[1].doc, "");
}

#[test]
fn extinction_and_castling_piece_values_are_checked() {
    for (text, key) in [
        ("[v:chess]\nextinctionValue = maybe\n", "extinctionValue"),
        (
            "[v:chess]\nextinctionPieceTypes = z\n",
            "extinctionPieceTypes",
        ),
        (
            "[v:chess]\nextinctionPieceCount = -1\n",
            "extinctionPieceCount",
        ),
        ("[v:chess]\nmustCapture = often\n", "mustCapture"),
        ("[v:chess]\ncastlingKingPiece = kq\n", "castlingKingPiece"),
        ("[v:chess]\nblastOnCapture = boom\n", "blastOnCapture"),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn extinction_rules_bitperft_cannot_express_are_refused() {
    for (text, key) in [
        (
            "[a:chess]\nextinctionValue = loss\nextinctionPieceTypes = q\n[v:a]\nqueen = -\n",
            "extinctionPieceTypes",
        ),
        (
            "[v:chess]\ngating = true\nseirawanGating = true\nextinctionPseudoRoyal = true\n\
             extinctionPieceTypes = q\n",
            "extinctionPseudoRoyal",
        ),
        (
            "[v:chess]\ncastlingKingPieceWhite = q\n",
            "castlingKingPiece",
        ),
        ("[v:chess]\nblastOnCapture = true\n", "blastOnCapture"),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn giveaway_and_its_relatives_are_built_in_parents() {
    for parent in [
        "giveaway",
        "antichess",
        "suicide",
        "codrus",
        "losers",
        "extinction",
        "kinglet",
        "threekings",
        "nocheckatomic",
        "atomic",
    ] {
        let text = format!("[v:{parent}]\n");
        let loaded = load(&text, "t.ini").unwrap_or_else(|e| panic!("{parent}: {e}"));
        let spec = loaded[0].spec;
        assert!(spec.extinction.is_some(), "{parent}");
    }
}

#[test]
fn shogi_promotion_and_castling_keys_refuse_what_bitperft_cannot_express() {
    let shogi = "[v:minishogi]\n";
    for (text, key) in [
        (
            format!("{shogi}immobilityIllegal = false\n"),
            "mandatoryPiecePromotion",
        ),
        (
            format!("{shogi}piecePromotionOnCapture = true\n"),
            "piecePromotionOnCapture",
        ),
        (
            format!("{shogi}promotionRegionWhite = -\npromotionRegionBlack = -\n"),
            "promotionRegionWhite",
        ),
        (
            format!("{shogi}promotedPieceType = p:g g:s\n"),
            "promotedPieceType",
        ),
        (
            "[v:chess]\ncastling = false\ncastlingWins = q\n".to_string(),
            "castlingWins",
        ),
    ] {
        let e = only(&text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn shogi_promotion_and_castling_values_are_checked() {
    for (text, key) in [
        (
            "[v:minishogi]\npromotedPieceType = p\n",
            "promotedPieceType",
        ),
        (
            "[v:minishogi]\npromotedPieceType = p:z\n",
            "promotedPieceType",
        ),
        (
            "[v:minishogi]\nmandatoryPiecePromotion = 1\n",
            "mandatoryPiecePromotion",
        ),
        ("[v:chess]\ncastlingWins = x\n", "castlingWins"),
        ("[v:chess]\ncastlingRank = 0\n", "castlingRank"),
        ("[v:chess]\noppositeCastling = yes\n", "oppositeCastling"),
        (
            "[v:xiangqi]\nsoldierPromotionRank = 0\n",
            "soldierPromotionRank",
        ),
        (
            "[v:xiangqi]\nmobilityRegionWhiteKing = z1\n",
            "mobilityRegionWhiteKing",
        ),
        (
            "[v:xiangqi]\nmobilityRegionGreenKing = e1\n",
            "mobilityRegionGreenKing",
        ),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn start_positions_take_fairy_stockfish_short_forms() {
    for (text, fen) in [
        (
            "rbsgk/4p/5/P4/KGSBR[-] w 0 1",
            "rbsgk/4p/5/P4/KGSBR[-] w - - 0 1",
        ),
        ("qkbnr/ppppp w - 0 1", "qkbnr/ppppp w - - 0 1"),
        ("KNR2rnk w", "KNR2rnk w - -"),
        ("8/8", "8/8 w - -"),
        ("8/8 b KQ e3 5", "8/8 b KQ e3 5 1"),
    ] {
        assert_eq!(keys::start_fen(text).as_deref(), Some(fen), "{text}");
    }
    assert_eq!(
        keys::start_fen("8/8/8/8/8/8/8/K6k w - - 3+3 0 1").as_deref(),
        Some("8/8/8/8/8/8/8/K6k w - - 3+3 0 1")
    );
    assert_eq!(
        keys::start_fen("8/8/8/8/8/8/8/K6k w 7+7 0 1").as_deref(),
        Some("8/8/8/8/8/8/8/K6k w - - 7+7 0 1")
    );
    assert_eq!(keys::start_fen(" "), None);
}

#[test]
fn a_malformed_goal_key_says_what_was_expected() {
    for (text, key) in [
        ("[v:chess]\nflagPiece = z\n", "flagPiece"),
        ("[v:chess]\nflagPieceBlack = 1\n", "flagPieceBlack"),
        ("[v:chess]\nflagRegionWhite = *x\n", "flagRegionWhite"),
        ("[v:chess]\nwhiteFlag = e\n", "whiteFlag"),
        ("[v:chess]\nflagPieceCount = two\n", "flagPieceCount"),
        ("[v:chess]\nflagMove = yes\n", "flagMove"),
        ("[v:chess]\nflagPieceSafe = 1\n", "flagPieceSafe"),
        (
            "[v:chess]\nflagPieceBlockedWin = no\n",
            "flagPieceBlockedWin",
        ),
        ("[v:chess]\nchecking = off\n", "checking"),
        ("[v:chess]\ncheckCounting = 3\n", "checkCounting"),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn flag_keys_make_a_flag_ending_and_checking_and_check_counting_their_rules() {
    use crate::spec::{Ending, FlagRule};
    let text = "[f:chess]\nflagPiece = k\nflagPieceBlack = *\nflagRegionWhite = *8\n\
                blackFlag = a1 b2\nflagPieceCount = 2\nflagMove = true\n\
                [g:racingkings]\n[h:3check]\n[i:chess]\nflagRegion = -\nflagPieceSafe = true\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    const WHITE: &[&str] = &["a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"];
    assert_eq!(
        loaded[0].spec.endings,
        &[Ending::Flag(FlagRule {
            piece: [Some('K'), None],
            region: [WHITE, &["a1", "b2"]],
            count: 2,
            blocked_win: false,
            extra_move: true,
            safe: false,
        })]
    );
    assert!(loaded[0].spec.checking);
    assert!(!loaded[1].spec.checking);
    assert!(matches!(loaded[1].spec.endings, [Ending::Flag(f)] if f.extra_move));
    assert_eq!(loaded[2].spec.endings, &[Ending::ChecksGiven]);
    assert_eq!(
        loaded[3].spec.endings,
        &[],
        "an empty flag region is no flag"
    );
}

#[test]
fn the_check_counts_are_read_and_written_in_the_fen() {
    use crate::Fairy;
    use bitperft::Game;
    let loaded = load("[h:3check]\n", "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let game = Fairy::<u64>::from_spec(loaded[0].spec).expect("tables");
    let start = game.start();
    assert_eq!(
        game.fen(&start),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    );
    let board = "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq -";
    for (fen, checks) in [
        (format!("{board} 2+3 0 3"), "2+3"),
        (format!("{board} 0 3 +1+0"), "2+3"),
        (format!("{board} 0 3"), "1+1"),
        (board.to_string(), "1+1"),
    ] {
        let pos = game.parse(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert!(game.fen(&pos).contains(&format!("- {checks} ")), "{fen}");
    }
    assert!(game.parse(&format!("{board} 2+x 0 3")).is_err());
    // White's last check ends the game: Black has no move after it.
    let open = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -";
    for (checks, replies) in [("1+3", 0), ("2+3", 6)] {
        let pos = game.parse(&format!("{open} {checks} 0 3")).expect("fen");
        let m = game.parse_uci(&pos, "f1b5").expect("a move");
        assert_eq!(game.perft(&game.play(&pos, m), 1), replies, "{checks}");
    }
}

#[test]
fn goals_switch_off_the_fast_paths_that_do_not_know_them() {
    let text = "[a:kingofthehill]\n[b:racingkings]\n[c:3check]\n[d:crazyhouse]\ncheckCounting = true\n\
                [e:chess]\nchecking = false\n[f:chess]\n[g:crazyhouse]\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    for l in &loaded {
        let rules = crate::rules::Rules::<u64>::new(l.spec).expect("tables");
        let counting = crate::counter::Counting::of(&rules);
        let name = l.spec.name;
        // Counted checks leave the depth-2 shortcut on (a move that checks is played there).
        assert_eq!(
            counting.unplayed,
            ["c", "d", "f", "g"].contains(&name),
            "{name}"
        );
        assert_eq!(counting.dedicated.is_some(), name == "g", "{name}");
    }
}

#[test]
fn pawn_types_of_one_side_load_only_where_the_other_side_never_owns_one() {
    for (text, key) in [
        // White's knights would promote on the last rank; Black owns knights too.
        (
            "[v:chess]\npromotionPawnTypesWhite = pn\n",
            "promotionPawnTypes",
        ),
        // Black's soldier would be captured into White's hand.
        (
            "[v:crazyhouse]\ncustomPiece1 = s:fW\npromotionPawnTypesBlack = s\n\
             startFen = rnbqkbnr/sssssss1/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n",
            "promotionPawnTypes",
        ),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
    let own = "[v:chess]\ncustomPiece1 = s:fW\npromotionPawnTypesBlack = s\n\
               promotionPieceTypesBlack = q\n\
               startFen = rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    assert_eq!(problems(own), vec![]);
}

#[test]
fn a_promoted_form_counts_as_its_target_type() {
    let text = "[v:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\n\
                extinctionPieceTypes = k\nextinctionPseudoRoyal = true\npromotionPieceTypes = -\n\
                promotedPieceType = q:k\nmandatoryPiecePromotion = true\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let pieces = loaded[0].spec.pieces;
    let form = pieces.iter().find(|p| p.promoted).expect("a promoted form");
    assert_eq!((form.letter, form.counts_as), ('Q', Some('K')));
    assert!(
        pieces
            .iter()
            .filter(|p| !p.promoted)
            .all(|p| p.counts_as.is_none())
    );
}

#[test]
fn promotion_regions_of_any_squares_per_side_and_drops_that_may_not_check() {
    let text = "[a:chess]\npromotionRegionWhite = g8 h8 h7\npromotionRegionBlack = *1 *2\n\
                [b:chess]\npromotionRank = 7\n\
                [c:xiangqi]\npieceDrops = true\ncapturesToHand = true\ndropChecks = false\n\
                [d:atomic]\npieceDrops = true\ncapturesToHand = true\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let pawn = |i: usize| {
        *loaded[i]
            .spec
            .pieces
            .iter()
            .find(|p| p.letter == 'P')
            .expect("a pawn")
    };
    let given = pawn(0).promotion_squares.expect("given squares");
    assert_eq!((given[0][7], given[0][6], given[0][5]), (0xc0, 0x80, 0));
    assert_eq!((given[1][0], given[1][1], given[1][2]), (0xff, 0xff, 0));
    assert_eq!(pawn(0).promotion.map(|p| p.ranks), Some(0));
    assert_eq!(pawn(1).promotion_squares, None);
    assert_eq!(pawn(1).promotion.map(|p| p.ranks), Some(2));
    assert!(!loaded[2].spec.drop_checks && loaded[2].spec.checking);
    assert!(loaded[3].spec.blast_on_capture && loaded[3].spec.holdings.is_some());
    assert!(loaded[0].spec.drop_checks);
    let e = only("[v:chess]\ndropChecks = maybe\n");
    assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{e}");
    assert_eq!(e.key, "dropChecks");
}

#[test]
fn a_confined_rider_may_only_move() {
    let region = "mobilityRegionWhiteCustomPiece1 = *1 *2\n";
    let mover = format!("[v:chess]\ncustomPiece1 = a:mQ\n{region}");
    assert_eq!(problems(&mover), vec![]);
    let e = only(&format!("[v:chess]\ncustomPiece1 = a:Q\n{region}"));
    assert!(matches!(e.kind, IniErrorKind::Rules(_)), "{e}");
    assert!(
        e.to_string().contains("cannot ride where it captures"),
        "{e}"
    );
}

#[test]
fn a_promotion_into_a_piece_a_connection_counts_is_refused() {
    let e = only(
        "[v:chess]\nconnectN = 4\nconnectPieceTypes = q\npromotionPieceTypes = -\n\
         promotedPieceType = r:q\nmandatoryPiecePromotion = true\n",
    );
    assert_eq!(e.key, "promotedPieceType", "{e}");
    assert!(matches!(e.kind, IniErrorKind::NotModelled(_)), "{e}");
}

#[test]
fn each_side_promotes_to_its_own_choices() {
    use crate::Fairy;
    use bitperft::Game;
    // Sort-of-almost chess: White's pawns become a chancellor, rook, bishop or knight, Black's a
    // queen, rook, bishop or knight (counts: Fairy-Stockfish).
    let text = "[s:chess]\nchancellor = c\npromotionPieceTypesWhite = crbn\n\
                promotionPieceTypesBlack = qrbn\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let game = Fairy::<u64>::from_spec(loaded[0].spec).expect("tables");
    for (fen, nodes) in [
        ("r3k3/1P6/8/8/8/8/1p6/R3K3 w Qq - 0 1", 6134),
        ("4k3/1P4P1/8/8/8/8/1p4p1/4K3 b - - 0 1", 1273),
    ] {
        let pos = game.parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(game.perft(&pos, 3), nodes, "{fen}");
    }
    let pos = game
        .parse("4k3/1P6/8/8/8/8/1p6/4K3 w - - 0 1")
        .expect("fen");
    let moves: Vec<String> = game
        .moves(&pos)
        .iter()
        .map(|&m| game.uci(&pos, m))
        .collect();
    assert!(moves.contains(&"b7b8c".to_string()) && !moves.contains(&"b7b8q".to_string()));
}

#[test]
fn connection_keys_make_a_connect_ending_and_gravity_its_drops() {
    use crate::spec::{ConnectRule, Ending, Gravity};
    let text = "[ttt]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\npieceDrops = true\n\
                startFen = 3/3/3[PPPPPpppp] w - - 0 1\nconnectN = 3\n\
                [m:ttt]\ncustomPiece1 = m:cW\nconnectPieceTypes = m\ncollinearN = 2\n\
                connectNxN = 2\nconnectDiagonal = false\nconnectValue = loss\n\
                [g:ttt]\nenclosingDrop = top\n[h:g]\nenclosingDrop = anyside\n\
                [i:ttt]\nconnectPieceTypes = -\n[j:ttt]\nconnectPieceTypes = *\n\
                [k:ttt]\nconnectN = 0\nconnectRegion1White = a*\nconnectRegion2White = c1 c3\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let every = ConnectRule {
        pieces: &[],
        n: 3,
        square: 0,
        collinear: 0,
        horizontal: true,
        vertical: true,
        diagonal: true,
        region1: [&[], &[]],
        region2: [&[], &[]],
    };
    assert_eq!(loaded[0].spec.endings, &[Ending::Connect(every)]);
    assert_eq!(loaded[0].spec.pieces[0].betza, "", "the immobile piece");
    assert_eq!(
        loaded[1].spec.endings,
        &[Ending::Connect(ConnectRule {
            pieces: &['M'],
            square: 2,
            collinear: 2,
            diagonal: false,
            ..every
        })]
    );
    assert_eq!(loaded[2].spec.drop_gravity, Some(Gravity::Top));
    assert_eq!(loaded[3].spec.drop_gravity, Some(Gravity::AnySide));
    assert_eq!(loaded[4].spec.endings, &[], "no connecting piece");
    // Fairy-Stockfish reads `*` as no piece of the variant.
    assert_eq!(loaded[5].spec.endings, &[], "no connecting piece");
    assert_eq!(
        loaded[6].spec.endings,
        &[Ending::Connect(ConnectRule {
            n: 0,
            region1: [&["a1", "a2", "a3"], &[]],
            region2: [&["c1", "c3"], &[]],
            ..every
        })]
    );
    for l in &loaded[..4] {
        let rules = crate::rules::Rules::<u64>::new(l.spec).expect("tables");
        let counting = crate::counter::Counting::of(&rules);
        assert!(!counting.unplayed, "{}", l.spec.name);
        assert!(counting.dedicated.is_none(), "{}", l.spec.name);
    }
    // Without a connection, drops of pieces that never move take the fast paths: they count
    // as every move played does.
    for l in &loaded[4..6] {
        let game = crate::Fairy::<u64>::from_spec(l.spec).expect("tables");
        for fen in ["3/3/3[PPPPPpppp] w - - 0 1", "P1p/1P1/p2[PPPpp] w - - 0 1"] {
            let pos = bitperft::Game::parse(&game, fen).expect("fen");
            for depth in 1..=3 {
                assert_eq!(
                    crate::perft::perft(game.rules(), &pos, depth),
                    crate::perft::perft_tested(game.rules(), &pos, depth),
                    "{fen} {depth}"
                );
            }
        }
    }
}

#[test]
fn a_connection_ends_the_game_for_the_side_that_made_it_and_drops_fall() {
    use crate::Fairy;
    use bitperft::Game;
    let text = "[ttt]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\npieceDrops = true\n\
                startFen = 3/3/3[PPPPPpppp] w - - 0 1\nconnectN = 3\n\
                [chain:ttt]\nconnectN = 0\nconnectDiagonal = false\nconnectRegion1White = a*\n\
                connectRegion2White = c*\n\
                [four:ttt]\nmaxRank = 4\nmaxFile = 4\nenclosingDrop = top\n\
                startFen = 4/4/4/4[PPPPPPPPpppppppp] w - - 0 1\n[side:four]\nenclosingDrop = anyside\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let perft = |i: usize, fen: &str, depth: u32| {
        let game = Fairy::<u64>::from_spec(loaded[i].spec).expect("tables");
        let pos = game.parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        game.perft(&pos, depth)
    };
    // White has three in a row and Black is to move: over. With White to move, Black's
    // pieces are looked at, and they are not lined up.
    assert_eq!(perft(0, "PPP/pp1/3[Ppp] b - - 0 1", 1), 0);
    assert_eq!(perft(0, "PPP/pp1/3[Ppp] w - - 0 1", 1), 4);
    // A chain from the a-file to the c-file, grown eastward and northward only: the first
    // joins them, the second (a step south on the way) does not, the third (a step north)
    // does.
    assert_eq!(perft(1, "3/PPP/pp1[Ppp] b - - 0 1", 1), 0);
    assert_eq!(perft(1, "PP1/1PP/pp1[Pp] b - - 0 1", 1), 3);
    assert_eq!(perft(1, "1PP/PP1/pp1[Pp] b - - 0 1", 1), 0);
    // Falling drops: one square per file with room.
    assert_eq!(perft(2, "4/4/4/4[PPPPpppp] w - - 0 1", 1), 4);
    assert_eq!(perft(2, "p3/p3/P3/Pp2[PPpp] w - - 0 1", 1), 3);
    // From the sides, the bottom and the top: every empty edge square on an empty board.
    assert_eq!(perft(3, "4/4/4/4[PPPPpppp] w - - 0 1", 1), 12);
}

#[test]
fn connection_values_are_checked_and_what_bitperft_cannot_express_refused() {
    for (text, key) in [
        ("[v:chess]\nconnectN = x\n", "connectN"),
        ("[v:chess]\nconnectNxN = -1\n", "connectNxN"),
        ("[v:chess]\nconnectDiagonal = maybe\n", "connectDiagonal"),
        ("[v:chess]\nconnectValue = lose\n", "connectValue"),
        ("[v:chess]\nconnectPieceTypes = z\n", "connectPieceTypes"),
        ("[v:chess]\nenclosingDrop = bottom\n", "enclosingDrop"),
        (
            "[v:chess]\nconnectRegion2Black = z9\n",
            "connectRegion2Black",
        ),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
    for (text, key) in [
        (
            "[v:chess]\ngating = true\nseirawanGating = true\nenclosingDrop = top\n",
            "enclosingDrop",
        ),
        ("[v:ataxx]\nenclosingDrop = anyside\n", "enclosingDrop"),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn placement_values_are_checked() {
    for (text, key) in [
        ("[v:ataxx]\nenclosingDrop = sideways\n", "enclosingDrop"),
        (
            "[v:ataxx]\nflipEnclosedPieces = yes\n",
            "flipEnclosedPieces",
        ),
        (
            "[v:flipello]\nenclosingDropStart = z9\n",
            "enclosingDropStart",
        ),
        ("[v:ataxx]\npassOnStalemate = maybe\n", "passOnStalemate"),
        ("[v:chess]\npassWhite = 2\n", "passWhite"),
        (
            "[v:ataxx]\nadjudicateFullBoard = full\n",
            "adjudicateFullBoard",
        ),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn placement_rules_bitperft_cannot_express_are_refused() {
    for (text, key) in [
        ("[v:ataxx]\nenclosingDrop = top\n", "enclosingDrop"),
        (
            "[v:ataxx]\nflipEnclosedPieces = snort\n",
            "flipEnclosedPieces",
        ),
        (
            "[v:chess]\nflipEnclosedPieces = ataxx\n",
            "flipEnclosedPieces",
        ),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn placement_rules_switch_off_the_fast_paths_and_make_their_rule() {
    let text = "[a:ataxx]\n[b:flipello]\n[c:chess]\npass = true\n[d:crazyhouse]\n\
                passOnStalemateBlack = true\n[e:chess]\nadjudicateFullBoard = true\n\
                [f:ataxx]\nenclosingDrop = snort\nflipEnclosedPieces = quadwrangle\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    use crate::flip::{DropRule, Flipping, Pass};
    for l in &loaded {
        let rules = crate::rules::Rules::<u128>::new(l.spec).expect("tables");
        let counting = crate::counter::Counting::of(&rules);
        let name = l.spec.name;
        assert!(!counting.unplayed && counting.dedicated.is_none(), "{name}");
        let f = l.spec.flip.expect("a placement rule");
        let expected = match name {
            "a" => (
                DropRule::NextToOwn,
                Flipping::Around,
                [Pass::WhenStuck; 2],
                true,
            ),
            "b" => (
                DropRule::Enclosing,
                Flipping::Enclosed,
                [Pass::WhenStuck; 2],
                false,
            ),
            "c" => (
                DropRule::Anywhere,
                Flipping::Nothing,
                [Pass::Always; 2],
                false,
            ),
            "d" => (
                DropRule::Anywhere,
                Flipping::Nothing,
                [Pass::Never, Pass::WhenStuck],
                false,
            ),
            "e" => (
                DropRule::Anywhere,
                Flipping::Nothing,
                [Pass::Never; 2],
                false,
            ),
            _ => (
                DropRule::AwayFromEnemy,
                Flipping::AroundIfJoined,
                [Pass::WhenStuck; 2],
                true,
            ),
        };
        assert_eq!((f.drops, f.flips, f.pass, f.free_drops), expected, "{name}");
        assert_eq!(f.full_board_ends, name != "c" && name != "d", "{name}");
        assert_eq!(f.start.len(), if name == "b" { 4 } else { 0 }, "{name}");
    }
}

#[test]
fn walling_values_are_checked() {
    for (text, key) in [
        ("[v:chess]\nwallingRule = arrows\n", "wallingRule"),
        ("[v:chess]\nwallingRule = true\n", "wallingRule"),
        ("[v:amazons]\nwallingRegion = k0\n", "wallingRegion"),
        (
            "[v:amazons]\nwallingRegionWhite = *x\n",
            "wallingRegionWhite",
        ),
        (
            "[v:amazons]\nwallingRegionBlack = 3\n",
            "wallingRegionBlack",
        ),
        ("[v:chess]\nwallOrMove = maybe\n", "wallOrMove"),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn walling_rules_bitperft_cannot_express_are_refused() {
    for text in [
        // Fairy-Stockfish: drops and walls are incompatible.
        "[v:crazyhouse]\nwallingRule = static\n",
        "[v:duck]\npieceDrops = true\n",
        "[v:chess]\ngating = true\nseirawanGating = true\nwallingRule = past\n",
        "[v:chess]\nchecking = false\nwallingRule = arrow\n",
        // Fairy-Stockfish refuses a royal king with the duck.
        "[v:chess]\nwallingRule = duck\n",
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, "wallingRule", "{text}");
    }
    let fine = "[a:chess]\nwallingRule = edge\nwallOrMove = true\n[b:amazons]\n\
                wallingRegionWhite = *1 *2\nwallingRegionBlack = *9 *10\n[c:snailtrail]\n\
                wallingRule = none\n[d:chess]\nwallingRule = none\npieceDrops = true\n\
                startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n";
    assert_eq!(problems(fine), vec![]);
}

#[test]
fn walls_switch_off_the_fast_paths_and_are_read_written_and_keyed() {
    let text = "[a:duck]\n[b:chess]\nwallingRule = static\nwallingRegion = *3 *4 *5 *6\n\
                [c:chess]\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    for l in &loaded {
        let rules = crate::rules::Rules::<u64>::new(l.spec).expect("tables");
        let counting = crate::counter::Counting::of(&rules);
        let name = l.spec.name;
        assert_eq!(counting.unplayed, name == "c", "{name}");
        assert!(counting.dedicated.is_none(), "{name}");
    }
    // Chess with a wall: read and written as `*`; its key differs from the position without it.
    let chess = loaded.iter().find(|l| l.spec.name == "c").expect("c");
    let game = crate::Fairy::<u64>::from_spec(chess.spec).expect("tables");
    use bitperft::Game;
    let walled = "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let pos = game.parse(walled).expect("a FEN with a wall");
    assert_eq!(game.fen(&pos), walled);
    let keys = game.keys(7);
    assert_ne!(game.key(&keys, &pos), game.key(&keys, &game.start()));
    // The e-pawn may step to e3, not onto the wall.
    assert_eq!(game.perft(&pos, 1), 19);
    // A walling move is written with its landing and wall squares.
    let b = loaded.iter().find(|l| l.spec.name == "b").expect("b");
    let game = crate::Fairy::<u64>::from_spec(b.spec).expect("tables");
    let start = game.start();
    let moves: Vec<String> = game
        .moves(&start)
        .iter()
        .map(|&m| game.uci(&start, m))
        .collect();
    assert!(moves.contains(&"e2e4,e4e5".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e2e4,e4e2".to_string()), "{moves:?}");
    assert_eq!(moves.len(), 20 * 31);
}

#[test]
fn wall_squares_in_a_placement_game_are_refused() {
    // Fairy-Stockfish's annexation: reversi around wall squares (flips across walls are not
    // modelled).
    let e = only("[v:flipello]\nstartFen = ***2***/8/8/3pP3/3Pp3/8/8/8[PPPPpppp] w 0 1\n");
    assert_eq!(e.key, "startFen", "{e}");
    assert!(e.to_string().contains("placement game"), "{e}");
}

#[test]
fn two_passes_in_a_row_end_a_placement_game() {
    use crate::Fairy;
    use bitperft::Game;
    let loaded = load(
        "[p:flipello]\npass = true\npassOnStalemate = false\n",
        "t.ini",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let game = Fairy::<u64>::from_spec(loaded[0].spec).expect("tables");
    let pass_of = |pos: &crate::FairyPosition<u64>| {
        let moves = game.moves(pos);
        *moves
            .iter()
            .find(|&&m| m.from() == m.to() && m.kind() == crate::moves::Kind::Normal)
            .expect("a pass")
    };
    let start = game.start();
    let once = game.play(&start, pass_of(&start));
    assert!(game.perft(&once, 1) > 0, "one pass: the game goes on");
    let twice = game.play(&once, pass_of(&once));
    assert_eq!(game.perft(&twice, 1), 0, "two passes in a row end the game");
}

#[test]
fn petrification_values_are_checked_and_what_it_cannot_express_refused() {
    for (text, key) in [
        (
            "[v:chess]\npetrifyOnCaptureTypes = qz\n",
            "petrifyOnCaptureTypes",
        ),
        (
            "[v:chess]\npetrifyBlastPieces = maybe\n",
            "petrifyBlastPieces",
        ),
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, key, "{text}");
    }
    for (text, key) in [
        (
            "[v:chess]\npetrifyOnCaptureTypes = kq\n",
            "petrifyOnCaptureTypes",
        ),
        (
            "[v:crazyhouse]\npetrifyOnCaptureTypes = q\n",
            "petrifyOnCaptureTypes",
        ),
        ("[v:chess]\nenPassantRegion = *3 *6\n", "enPassantRegion"),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
}

#[test]
fn petrification_switches_off_the_fast_paths() {
    let text = "[a:chess]\npetrifyOnCaptureTypes = q\n[b:chess]\n\
                petrifyOnCaptureTypes = -\nenPassantRegion = -\n";
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    for l in &loaded {
        let rules = crate::rules::Rules::<u64>::new(l.spec).expect("tables");
        let counting = crate::counter::Counting::of(&rules);
        let petrifies = l.spec.petrify.is_some();
        assert_eq!(petrifies, l.spec.name == "a");
        assert_eq!(counting.unplayed, !petrifies, "{}", l.spec.name);
        assert!(
            !petrifies || counting.dedicated.is_none(),
            "{}",
            l.spec.name
        );
    }
}

#[test]
fn forced_drop_types_are_checked() {
    for text in [
        "[v:crazyhouse]\nmustDrop = true\nmustDropType = qz\n",
        "[v:crazyhouse]\nmustDrop = true\nmustDropType = x\n",
    ] {
        let e = only(text);
        assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{text}: {e}");
        assert_eq!(e.key, "mustDropType", "{text}");
    }
    let e = only("[v:crazyhouse]\nmustDrop = true\nmustDropType = k\n");
    assert!(matches!(e.kind, IniErrorKind::NotModelled(_)), "{e}");
    assert_eq!(e.key, "mustDropType");
    let loaded = load(
        "[a:crazyhouse]\nmustDrop = true\nmustDropType = n\n[b:crazyhouse]\nmustDropType = *\n",
        "t.ini",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let held = |i: usize| loaded[i].spec.holdings.and_then(|h| h.must_drop_type);
    assert_eq!((held(0), held(1)), (Some('N'), None));
}

#[test]
fn immunities_are_checked_and_refused_with_royal_pieces() {
    let e = only("[v:nocheckatomic]\nblastImmuneTypes = kz\n");
    assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{e}");
    assert_eq!(e.key, "blastImmuneTypes");
    for (text, key) in [
        (
            "[v:chess]\nmutuallyImmuneTypes = q\n",
            "mutuallyImmuneTypes",
        ),
        ("[v:atomic]\nblastImmuneTypes = k\n", "blastImmuneTypes"),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, key, "{text}");
    }
    let loaded = load(
        "[a:nocheckatomic]\nblastImmuneTypes = n\nmutuallyImmuneTypes = -\n",
        "t.ini",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let i = loaded[0].spec.immunity.expect("immunity");
    assert_eq!((i.blast, i.mutual), (&["N"][..], &[][..]));
}

#[test]
fn cambodian_moves_need_gating_and_refuse_castling_hands_and_other_ranks() {
    let loaded = load(
        "[a:makruk]\ngating = true\ncambodianMoves = true\n\
         startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1\n\
         [b:makruk]\ncambodianMoves = true\n",
        "t.ini",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(loaded[0].spec.cambodian_moves && !loaded[0].spec.gating);
    assert!(loaded[0].spec.holdings.is_none());
    assert!(!loaded[1].spec.cambodian_moves, "no rights without gating");
    for (text, why) in [
        (
            "[v:chess]\ngating = true\ncambodianMoves = true\n",
            "castling",
        ),
        (
            "[v:makruk]\ngating = true\ncambodianMoves = true\npieceDrops = true\n",
            "pieces in hand",
        ),
        (
            "[v:makruk]\ngating = true\ncambodianMoves = true\ncastlingRank = 2\n",
            "castlingRank",
        ),
    ] {
        let e = only(text);
        assert!(
            matches!(e.kind, IniErrorKind::NotModelled(_)),
            "{text}: {e}"
        );
        assert_eq!(e.key, "cambodianMoves", "{text}");
        assert!(e.to_string().contains(why), "{e}");
    }
    let e = only("[v:makruk]\ncambodianMoves = maybe\n");
    assert!(matches!(e.kind, IniErrorKind::Malformed(_)), "{e}");
}

#[test]
fn double_step_regions_of_given_squares_and_double_steps_left_for_others_to_take() {
    let loaded = load(
        "[a:chess]\ndoubleStepRegionWhite = *2 b3\ndoubleStepRegionBlack = *7\n\
         [b:chess]\ndoubleStepRegionWhite = *3\ndoubleStepRegionBlack = *7\n\
         [c:chess]\ncustomPiece1 = s:fKifmnD\npromotionPawnTypes = ps\n",
        "t.ini",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let piece = |i: usize, name: &str| {
        *loaded[i]
            .spec
            .pieces
            .iter()
            .find(|p| p.name == name)
            .expect("a piece")
    };
    for i in [0, 1] {
        let pawn = piece(i, "pawn");
        assert!(pawn.initial_ranks.is_empty(), "{i}");
        assert!(pawn.initial_squares.is_some(), "{i}");
        assert!(pawn.en_passant && pawn.takes_en_passant, "{i}");
    }
    let sergeant = piece(2, "customPiece1");
    assert!(sergeant.en_passant && !sergeant.takes_en_passant);
    assert_eq!(sergeant.initial_ranks, &[1]);
    assert!(piece(2, "pawn").takes_en_passant);
}

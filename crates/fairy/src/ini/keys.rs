//! The keys of a section applied to a [`Draft`], in Fairy-Stockfish's order (board size,
//! pieces, then the rules, so a rule's piece letters name the section's pieces whatever the
//! line order). Each key is modelled, ignored (it only matters to a GUI or a search), or
//! refused unless it has its default value (a rule bitperft does not model).

use super::draft::Draft;
use super::error::IniErrorKind;
use super::lexer::Section;
use super::pieces;
use super::values;

/// Keys that only matter to a GUI, a search or the result of a finished game, never to which
/// moves are legal: accepted and ignored.
pub const IGNORED: &[&str] = &[
    "variantTemplate",
    "pieceToCharTable",
    "pocketSize",
    "nnueAlias",
    "pieceValueMg",
    "pieceValueEg",
    "nMoveRule",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "nFoldRule",
    "nFoldValue",
    "nFoldValueAbsolute",
    "perpetualCheckIllegal",
    "moveRepetitionIllegal",
    "chasingRule",
    "stalemateValue",
    "stalematePieceCount",
    "checkmateValue",
    "materialCounting",
    "adjudicateFullBoard",
    "countingRule",
    "extinctionClaim",
    "shogiPawnDropMateIllegal",
    "castlingKingFile",
];

/// Keys bitperft does not model, with the values that mean the rule is off (Fairy-Stockfish's
/// defaults): any other value is refused.
pub const UNMODELLED: &[(&str, &[&str])] = &[
    ("chess960", &["false"]),
    ("sittuyinPromotion", &["false"]),
    ("piecePromotionOnCapture", &["false"]),
    ("mandatoryPiecePromotion", &["false"]),
    ("pieceDemotion", &["false"]),
    ("promotedPieceType", &["", "-"]),
    ("blastImmuneTypes", &["", "-"]),
    ("mutuallyImmuneTypes", &["", "-"]),
    ("petrifyOnCaptureTypes", &["", "-"]),
    ("petrifyBlastPieces", &["false"]),
    ("doubleStepRank", &[]),
    ("doubleStepRankMin", &[]),
    ("tripleStepRegionWhite", &["", "-"]),
    ("tripleStepRegionBlack", &["", "-"]),
    ("enPassantRegion", &[]),
    ("enPassantRegionWhite", &[]),
    ("enPassantRegionBlack", &[]),
    ("castlingDroppedPiece", &["false"]),
    ("castlingRank", &["1"]),
    ("castlingRookKingsideFile", &[]),
    ("castlingRookQueensideFile", &["a", "1"]),
    ("oppositeCastling", &["false"]),
    ("dropChecks", &["true"]),
    ("mustDropType", &["*"]),
    ("dropLoop", &["false"]),
    ("dropOnTop", &["false"]),
    ("enclosingDrop", &["none"]),
    ("enclosingDropStart", &["", "-"]),
    ("sittuyinRookDrop", &["false"]),
    ("dropOppositeColoredBishop", &["false"]),
    ("wallingRule", &["none"]),
    ("wallingRegion", &[]),
    ("wallingRegionWhite", &[]),
    ("wallingRegionBlack", &[]),
    ("wallOrMove", &["false"]),
    ("cambodianMoves", &["false"]),
    ("diagonalLines", &["", "-"]),
    ("pass", &["false"]),
    ("passWhite", &["false"]),
    ("passBlack", &["false"]),
    ("passOnStalemate", &["false"]),
    ("passOnStalemateWhite", &["false"]),
    ("passOnStalemateBlack", &["false"]),
    ("makpongRule", &["false"]),
    ("soldierPromotionRank", &["1"]),
    ("flipEnclosedPieces", &["none"]),
    ("shatarMateRule", &["false"]),
    ("bikjangRule", &["false"]),
    ("dupleCheck", &["false"]),
    ("connectN", &["0"]),
    ("connectPieceTypes", &["*"]),
    ("connectHorizontal", &["true"]),
    ("connectVertical", &["true"]),
    ("connectDiagonal", &["true"]),
    ("connectRegion1White", &["", "-"]),
    ("connectRegion2White", &["", "-"]),
    ("connectRegion1Black", &["", "-"]),
    ("connectRegion2Black", &["", "-"]),
    ("connectNxN", &["0"]),
    ("collinearN", &["0"]),
    ("connectValue", &["win"]),
    ("castlingWins", &["", "-"]),
    ("mobilityRegion", &[]),
];

/// The keys bitperft models, in the order they are applied (after the board size and the
/// pieces).
pub const MODELLED: &[&str] = &[
    "maxRank",
    "maxFile",
    "startFen",
    "pawnTypes",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "promotionRank",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "promotionLimit",
    "mandatoryPawnPromotion",
    "immobilityIllegal",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "enPassantTypes",
    "enPassantTypesWhite",
    "enPassantTypesBlack",
    "castling",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRookPiece",
    "castlingRookPieces",
    "castlingRookPiecesWhite",
    "castlingRookPiecesBlack",
    "pieceDrops",
    "capturesToHand",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "whiteDropRegion",
    "blackDropRegion",
    "dropRegionWhite",
    "dropRegionBlack",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "mustDrop",
    "twoBoards",
    "dropPromoted",
    "gating",
    "seirawanGating",
    "flyingGeneral",
    "castlingKingPiece",
    "castlingKingPieceWhite",
    "castlingKingPieceBlack",
    "mustCapture",
    "extinctionValue",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionOpponentPieceCount",
    "extinctionPseudoRoyal",
    "blastOnCapture",
];

/// A problem with one entry: its line, key and kind.
pub type KeyError = (usize, String, IniErrorKind);

/// True if Fairy-Stockfish has `key` (modelled, ignored or not).
pub fn is_known(key: &str) -> bool {
    pieces::is_piece_key(key)
        || IGNORED.contains(&key)
        || MODELLED.contains(&key)
        || super::goals::KEYS.contains(&key)
        || UNMODELLED.iter().any(|&(k, _)| k == key)
        || key.starts_with("mobilityRegion")
}

/// Applies the entries of `section` to `draft`; the problems, one per entry.
pub fn apply(draft: &mut Draft, section: &Section) -> Vec<KeyError> {
    let mut errors = Vec::new();
    for e in &section.entries {
        if !is_known(&e.key) {
            errors.push((e.line, e.key.clone(), IniErrorKind::UnknownKey));
            continue;
        }
        let unmodelled = UNMODELLED
            .iter()
            .find(|&&(k, _)| k == e.key)
            .map(|&(_, ok)| ok)
            .or_else(|| e.key.starts_with("mobilityRegion").then_some(&[][..]));
        if let Some(defaults) = unmodelled
            && !defaults.contains(&e.value.as_str())
        {
            errors.push((
                e.line,
                e.key.clone(),
                IniErrorKind::NotModelled(format!("{} = {}", e.key, e.value)),
            ));
        }
    }
    let mut run = |key: &str, f: &mut dyn FnMut(&mut Draft, &str) -> Result<(), IniErrorKind>| {
        // A key given twice takes its last value.
        if let Some(e) = section.get(key)
            && let Err(kind) = f(draft, &e.value)
        {
            errors.push((e.line, e.key.clone(), kind));
        }
    };
    let malformed = IniErrorKind::Malformed;
    run("maxRank", &mut |d, v| {
        d.ranks = u32::from(values::rank(v).map_err(malformed)?) + 1;
        Ok(())
    });
    run("maxFile", &mut |d, v| {
        d.files = u32::from(values::file(v).map_err(malformed)?) + 1;
        Ok(())
    });
    // Pieces: predefined in Fairy-Stockfish's order, then the custom slots, the king last.
    let mut piece_keys: Vec<String> = pieces::PREDEFINED
        .iter()
        .map(|&(k, _)| k.to_string())
        .filter(|k| k != "king")
        .collect();
    piece_keys.extend((1..=pieces::CUSTOM_SLOTS).map(|n| format!("customPiece{n}")));
    piece_keys.push("king".into());
    for key in &piece_keys {
        run(key, &mut |d, v| piece(d, key, v));
    }
    for &(key, why) in pieces::UNPLAYED {
        run(key, &mut |_, v| {
            if v == "-" {
                Ok(())
            } else {
                Err(IniErrorKind::NotModelled(why.into()))
            }
        });
    }
    run("startFen", &mut |d, v| {
        // Fairy-Stockfish takes a start position without its last fields: White to move, no
        // castling, no en passant.
        let mut fields: Vec<&str> = v.split_whitespace().collect();
        if fields.is_empty() {
            return Err(malformed("an empty start position".into()));
        }
        for (i, default) in ["w", "-", "-"].into_iter().enumerate() {
            if fields.len() == i + 1 {
                fields.push(default);
            }
        }
        d.start = fields.join(" ");
        Ok(())
    });
    let set = |d: &Draft, v: &str| piece_set(d, v);
    run("pawnTypes", &mut |d, v| {
        let s = set(d, v)?;
        d.promotion_pawn_types = [s.clone(), s.clone()];
        d.en_passant_types = [s.clone(), s];
        Ok(())
    });
    for (key, sides) in [
        ("promotionPawnTypes", &[0, 1][..]),
        ("promotionPawnTypesWhite", &[0]),
        ("promotionPawnTypesBlack", &[1]),
    ] {
        run(key, &mut |d, v| {
            let s = set(d, v)?;
            for &c in sides {
                d.promotion_pawn_types[c] = s.clone();
            }
            Ok(())
        });
    }
    run("promotionRank", &mut |d, v| {
        let r = values::rank(v).map_err(malformed)? as usize;
        let ranks = d.ranks as usize;
        let mut w = values::Region::default();
        let mut b = values::Region::default();
        for k in r..ranks.min(values::MAX_RANKS) {
            w.0[k] = values::Region::rank(k).0[k];
            b.0[ranks - 1 - k] = w.0[k];
        }
        d.promotion_region = [w, b];
        Ok(())
    });
    for (key, c) in [("promotionRegionWhite", 0), ("promotionRegionBlack", 1)] {
        run(key, &mut |d, v| {
            d.promotion_region[c] = values::region(v).map_err(malformed)?;
            Ok(())
        });
    }
    for (key, sides) in [
        ("promotionPieceTypes", &[0, 1][..]),
        ("promotionPieceTypesWhite", &[0]),
        ("promotionPieceTypesBlack", &[1]),
    ] {
        run(key, &mut |d, v| {
            let s = set(d, v)?;
            for &c in sides {
                d.promotion_piece_types[c] = s.clone();
            }
            Ok(())
        });
    }
    run("promotionLimit", &mut |d, v| {
        let pairs = values::letter_counts(v).map_err(malformed)?;
        d.promotion_limit = pairs
            .into_iter()
            .map(|(c, n)| Ok((key_of(d, c)?, n)))
            .collect::<Result<_, IniErrorKind>>()?;
        Ok(())
    });
    let boolean = |v: &str| values::boolean(v).map_err(IniErrorKind::Malformed);
    run("mandatoryPawnPromotion", &mut |d, v| {
        d.mandatory_pawn_promotion = boolean(v)?;
        Ok(())
    });
    run("immobilityIllegal", &mut |d, v| {
        d.immobility_illegal = boolean(v)?;
        Ok(())
    });
    run("doubleStep", &mut |d, v| {
        d.double_step = boolean(v)?;
        Ok(())
    });
    for (key, c) in [("doubleStepRegionWhite", 0), ("doubleStepRegionBlack", 1)] {
        run(key, &mut |d, v| {
            d.double_step_region[c] = values::region(v).map_err(malformed)?;
            Ok(())
        });
    }
    for (key, sides) in [
        ("enPassantTypes", &[0, 1][..]),
        ("enPassantTypesWhite", &[0]),
        ("enPassantTypesBlack", &[1]),
    ] {
        run(key, &mut |d, v| {
            let s = set(d, v)?;
            for &c in sides {
                d.en_passant_types[c] = s.clone();
            }
            Ok(())
        });
    }
    run("castling", &mut |d, v| {
        d.castling = boolean(v)?;
        Ok(())
    });
    run("castlingKingsideFile", &mut |d, v| {
        d.castling_files.0 = values::file(v).map_err(malformed)?;
        Ok(())
    });
    run("castlingQueensideFile", &mut |d, v| {
        d.castling_files.1 = values::file(v).map_err(malformed)?;
        Ok(())
    });
    for (key, sides) in [
        ("castlingRookPiece", &[0, 1][..]),
        ("castlingRookPieces", &[0, 1]),
        ("castlingRookPiecesWhite", &[0]),
        ("castlingRookPiecesBlack", &[1]),
    ] {
        run(key, &mut |d, v| {
            let s = set(d, v)?;
            for &c in sides {
                d.castling_rook_pieces[c] = s.clone();
            }
            Ok(())
        });
    }
    type Flag = fn(&mut Draft) -> &mut bool;
    let flags: [(&str, Flag); 10] = [
        ("pieceDrops", |d| &mut d.piece_drops),
        ("capturesToHand", |d| &mut d.captures_to_hand),
        ("firstRankPawnDrops", |d| &mut d.first_rank_pawn_drops),
        ("promotionZonePawnDrops", |d| {
            &mut d.promotion_zone_pawn_drops
        }),
        ("mustDrop", |d| &mut d.must_drop),
        ("twoBoards", |d| &mut d.two_boards),
        ("dropPromoted", |d| &mut d.drop_promoted),
        ("gating", |d| &mut d.gating.0),
        ("seirawanGating", |d| &mut d.gating.1),
        ("flyingGeneral", |d| &mut d.flying_general),
    ];
    for (key, field) in flags {
        run(key, &mut |d, v| {
            *field(d) = boolean(v)?;
            Ok(())
        });
    }
    for (key, c) in [
        ("whiteDropRegion", 0),
        ("dropRegionWhite", 0),
        ("blackDropRegion", 1),
        ("dropRegionBlack", 1),
    ] {
        run(key, &mut |d, v| {
            d.drop_region[c] = values::region(v).map_err(malformed)?;
            Ok(())
        });
    }
    run("dropNoDoubled", &mut |d, v| {
        let count = d.drop_no_doubled.as_ref().map_or(1, |x| x.1);
        d.drop_no_doubled = match set(d, v)?.as_slice() {
            [] => None,
            [one] => Some((one.clone(), count)),
            _ => return Err(malformed("one piece letter, or -".into())),
        };
        Ok(())
    });
    run("dropNoDoubledCount", &mut |d, v| {
        let n = values::count(v).map_err(malformed)?;
        if let Some(x) = d.drop_no_doubled.as_mut() {
            x.1 = n;
        }
        Ok(())
    });
    capture_keys(&mut run);
    errors.extend(super::goals::apply(draft, section));
    errors.sort_by_key(|e| e.0);
    errors
}

/// A key's handler: applies its value to the draft.
type Handler<'a> = &'a mut dyn FnMut(&mut Draft, &str) -> Result<(), IniErrorKind>;

/// The castling piece, forced captures and extinction keys, each given to `run` with its
/// handler.
fn capture_keys(run: &mut impl FnMut(&str, Handler)) {
    let boolean = |v: &str| values::boolean(v).map_err(IniErrorKind::Malformed);
    let count = |v: &str| values::count(v).map_err(IniErrorKind::Malformed);
    for (key, sides) in [
        ("castlingKingPiece", &[0, 1][..]),
        ("castlingKingPieceWhite", &[0]),
        ("castlingKingPieceBlack", &[1]),
    ] {
        run(key, &mut |d, v| {
            let k = match piece_set(d, v)?.as_slice() {
                [one] => one.clone(),
                _ => return Err(IniErrorKind::Malformed("one piece letter".into())),
            };
            for &c in sides {
                d.castling_king_piece[c] = k.clone();
            }
            Ok(())
        });
    }
    run("mustCapture", &mut |d, v| {
        d.must_capture = boolean(v)?;
        Ok(())
    });
    run("extinctionValue", &mut |d, v| {
        d.extinction_ends = match v {
            "win" | "loss" | "draw" => true,
            "none" => false,
            _ => {
                return Err(IniErrorKind::Malformed(
                    "win, loss, draw or none".to_string(),
                ));
            }
        };
        Ok(())
    });
    run("extinctionPieceTypes", &mut |d, v| {
        let letters = values::letters(v).map_err(IniErrorKind::Malformed)?;
        let all = letters.contains(&'*');
        let keys = letters
            .into_iter()
            .filter(|&c| c != '*')
            .map(|c| key_of(d, c))
            .collect::<Result<_, _>>()?;
        d.extinction_types = (keys, all);
        Ok(())
    });
    run("extinctionPieceCount", &mut |d, v| {
        d.extinction_count = count(v)?;
        Ok(())
    });
    run("extinctionOpponentPieceCount", &mut |d, v| {
        d.extinction_opponent_count = count(v)?;
        Ok(())
    });
    run("extinctionPseudoRoyal", &mut |d, v| {
        d.extinction_pseudo_royal = boolean(v)?;
        Ok(())
    });
    run("blastOnCapture", &mut |d, v| {
        d.blast_on_capture = boolean(v)?;
        Ok(())
    });
}

/// The piece key `key = value`: `-` removes the piece, `x` defines it with letter `x`,
/// `x:BETZA` (custom pieces and the king) with that movement.
fn piece(d: &mut Draft, key: &str, value: &str) -> Result<(), IniErrorKind> {
    if value == "-" {
        d.remove_piece(key);
        return Ok(());
    }
    let mut chars = value.chars();
    let letter = match chars.next() {
        Some(c) if c.is_ascii_alphabetic() => c.to_ascii_uppercase(),
        _ => {
            return Err(IniErrorKind::Malformed(format!(
                "'{value}': a piece letter, LETTER:BETZA or -"
            )));
        }
    };
    let rest: String = chars.collect();
    let custom = pieces::custom_slot(key).is_some();
    let betza = match (rest.strip_prefix(':'), rest.is_empty()) {
        (None, true) if custom => {
            return Err(IniErrorKind::Malformed(format!(
                "'{value}': a custom piece needs LETTER:BETZA"
            )));
        }
        (None, true) => pieces::movement(key).unwrap_or("K").to_string(),
        (Some(b), _) if custom || key == "king" => b.to_string(),
        (Some(_), _) => {
            return Err(IniErrorKind::Malformed(format!(
                "'{value}': only custom pieces and the king take a movement"
            )));
        }
        (None, false) => {
            return Err(IniErrorKind::Malformed(format!(
                "'{value}': a piece letter, LETTER:BETZA or -"
            )));
        }
    };
    if (custom || key == "king")
        && let Err(e) = crate::betza::parse(&betza)
    {
        return Err(IniErrorKind::NotModelled(e.to_string()));
    }
    d.add_piece(key, letter, &betza);
    Ok(())
}

/// The key of the piece written `letter` in `d`.
fn key_of(d: &Draft, letter: char) -> Result<String, IniErrorKind> {
    d.key_of(letter)
        .map(str::to_string)
        .ok_or_else(|| IniErrorKind::Malformed(format!("no piece is written '{letter}'")))
}

/// Piece letters as the keys of `d`'s pieces (`*`: every piece).
fn piece_set(d: &Draft, v: &str) -> Result<Vec<String>, IniErrorKind> {
    let letters = values::letters(v).map_err(IniErrorKind::Malformed)?;
    if letters.contains(&'*') {
        return Ok(d.pieces.iter().map(|p| p.key.clone()).collect());
    }
    letters.into_iter().map(|c| key_of(d, c)).collect()
}

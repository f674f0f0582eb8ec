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
    "countingRule",
    "extinctionClaim",
    "shogiPawnDropMateIllegal",
    "castlingKingFile",
];

/// Keys bitperft does not model, with the values that mean the rule is off (Fairy-Stockfish's
/// defaults): any other value is refused.
pub const UNMODELLED: &[(&str, &[&str])] = &[
    ("sittuyinPromotion", &["false"]),
    ("doubleStepRank", &[]),
    ("doubleStepRankMin", &[]),
    ("tripleStepRegionWhite", &["", "-"]),
    ("tripleStepRegionBlack", &["", "-"]),
    ("enPassantRegionWhite", &[]),
    ("enPassantRegionBlack", &[]),
    ("castlingRookKingsideFile", &[]),
    ("castlingRookQueensideFile", &["a", "1"]),
    ("dropLoop", &["false"]),
    ("dropOnTop", &["false"]),
    ("sittuyinRookDrop", &["false"]),
    ("shatarMateRule", &["false"]),
    ("dupleCheck", &["false"]),
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
    "enPassantRegion",
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
    "mustDropType",
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
    "petrifyOnCaptureTypes",
    "petrifyBlastPieces",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "promotedPieceType",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "piecePromotionOnCapture",
    "soldierPromotionRank",
    "oppositeCastling",
    "chess960",
    "dropOppositeColoredBishop",
    "castlingDroppedPiece",
    "castlingWins",
    "castlingRank",
    "makpongRule",
    "cambodianMoves",
    "diagonalLines",
    "bikjangRule",
];

/// A problem with one entry: its line, key and kind.
pub type KeyError = (usize, String, IniErrorKind);

/// Applies each of `keys` that `section` gives (a key given twice takes its last value) to
/// `target` by `one`; the problems, one per entry.
pub fn apply_each<T>(
    target: &mut T,
    section: &Section,
    keys: &[&str],
    one: impl Fn(&mut T, &str, &str) -> Result<(), IniErrorKind>,
) -> Vec<KeyError> {
    let mut errors = Vec::new();
    for &key in keys {
        let Some(e) = section.get(key) else { continue };
        if let Err(kind) = one(target, key, &e.value) {
            errors.push((e.line, e.key.clone(), kind));
        }
    }
    errors
}

/// True if Fairy-Stockfish has `key` (modelled, ignored or not).
pub fn is_known(key: &str) -> bool {
    pieces::is_piece_key(key)
        || IGNORED.contains(&key)
        || MODELLED.contains(&key)
        || super::goals::KEYS.contains(&key)
        || super::connect::KEYS.contains(&key)
        || super::flip::KEYS.contains(&key)
        || super::walling::KEYS.contains(&key)
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
            .map(|&(_, ok)| ok);
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
    run("startFen", &mut |d, v| {
        d.start = start_fen(v).ok_or_else(|| malformed("an empty start position".into()))?;
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
    run("enPassantRegion", &mut |d, v| {
        // Only the empty region (no en passant anywhere) is modelled.
        if v != "-" {
            return Err(IniErrorKind::NotModelled(format!(
                "enPassantRegion = {v} (only - is modelled)"
            )));
        }
        d.no_en_passant = true;
        Ok(())
    });
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
    let flags: [(&str, Flag); 20] = [
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
        ("mandatoryPawnPromotion", |d| {
            &mut d.mandatory_pawn_promotion
        }),
        ("immobilityIllegal", |d| &mut d.immobility_illegal),
        ("doubleStep", |d| &mut d.double_step),
        ("makpongRule", |d| &mut d.makpong),
        ("cambodianMoves", |d| &mut d.cambodian_moves),
        ("oppositeCastling", |d| &mut d.opposite_castling),
        ("chess960", |d| &mut d.chess960),
        ("dropOppositeColoredBishop", |d| {
            &mut d.drop_opposite_colored_bishop
        }),
        ("castlingDroppedPiece", |d| &mut d.castling_dropped_piece),
        ("bikjangRule", |d| &mut d.bikjang),
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
    run("mustDropType", &mut |d, v| {
        d.must_drop_type = match v {
            "*" => None,
            _ => match set(d, v)?.as_slice() {
                [one] => Some(one.clone()),
                _ => return Err(malformed("one piece letter, or *".into())),
            },
        };
        Ok(())
    });
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
    run("promotedPieceType", &mut |d, v| {
        // Each pair sets one piece's promoted type (`x:-` clears it); the others keep theirs.
        let mut pairs = d.promoted_piece_type.clone();
        for w in v.split_whitespace() {
            if w == "-" {
                break;
            }
            let bad = || malformed(format!("'{w}' is not LETTER:LETTER"));
            let (a, b) = w.split_once(':').ok_or_else(bad)?;
            let one = |x: &str| {
                let mut c = x.chars();
                match (c.next(), c.next()) {
                    (Some(l), None) if l.is_ascii_alphabetic() => Ok(l.to_ascii_uppercase()),
                    _ => Err(bad()),
                }
            };
            let from = key_of(d, one(a)?)?;
            pairs.retain(|(k, _)| k != &from);
            if b != "-" {
                pairs.push((from, key_of(d, one(b)?)?));
            }
        }
        d.promoted_piece_type = pairs;
        Ok(())
    });
    let piece_flags: [(&str, Flag); 3] = [
        ("mandatoryPiecePromotion", |d| {
            &mut d.mandatory_piece_promotion
        }),
        ("pieceDemotion", |d| &mut d.piece_demotion),
        ("piecePromotionOnCapture", |d| {
            &mut d.piece_promotion_on_capture
        }),
    ];
    for (key, field) in piece_flags {
        run(key, &mut |d, v| {
            *field(d) = boolean(v)?;
            Ok(())
        });
    }
    run("castlingRank", &mut |d, v| {
        d.castling_rank = values::rank(v).map_err(malformed)?;
        Ok(())
    });
    run("castlingWins", &mut |d, v| {
        let mut rights = [[false; 2]; 2];
        for c in v.chars().filter(|c| !c.is_whitespace()) {
            let (side, king_side) = match c {
                '-' => break,
                'K' => (0, 1),
                'Q' => (0, 0),
                'k' => (1, 1),
                'q' => (1, 0),
                _ => return Err(malformed(format!("'{c}' is not one of KQkq"))),
            };
            rights[side][king_side] = true;
        }
        d.castling_wins = rights;
        Ok(())
    });
    run("diagonalLines", &mut |d, v| {
        d.diagonal_lines = values::region(v).map_err(malformed)?;
        Ok(())
    });
    run("soldierPromotionRank", &mut |d, v| {
        d.soldier_promotion_rank = values::rank(v).map_err(malformed)?;
        Ok(())
    });
    capture_keys(&mut run);
    for e in &section.entries {
        let Some(rest) = e.key.strip_prefix("mobilityRegion") else {
            continue;
        };
        let (side, piece) = match (rest.strip_prefix("White"), rest.strip_prefix("Black")) {
            (Some(p), _) => (0, p),
            (_, Some(p)) => (1, p),
            _ => {
                errors.push((
                    e.line,
                    e.key.clone(),
                    IniErrorKind::Malformed("mobilityRegionWhite or -Black and a piece".into()),
                ));
                continue;
            }
        };
        let mut chars = piece.chars();
        let key: String = chars
            .next()
            .map(|c| c.to_ascii_lowercase())
            .into_iter()
            .chain(chars)
            .collect();
        // Fairy-Stockfish reads the regions of the variant's pieces and no others.
        if draft.piece(&key).is_none() {
            continue;
        }
        match values::region(&e.value) {
            Ok(r) => {
                draft
                    .mobility_region
                    .retain(|(k, s, _)| !(k == &key && *s == side));
                draft.mobility_region.push((key, side, r));
            }
            Err(m) => errors.push((e.line, e.key.clone(), IniErrorKind::Malformed(m))),
        }
    }
    errors.extend(super::goals::apply(draft, section));
    errors.extend(super::connect::apply(draft, section));
    errors.extend(super::flip::apply(draft, section));
    errors.extend(super::walling::apply(draft, section));
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
    run("petrifyOnCaptureTypes", &mut |d, v| {
        d.petrify_types = piece_set(d, v)?;
        Ok(())
    });
    run("blastImmuneTypes", &mut |d, v| {
        d.blast_immune = piece_set(d, v)?;
        Ok(())
    });
    run("mutuallyImmuneTypes", &mut |d, v| {
        d.mutually_immune = piece_set(d, v)?;
        Ok(())
    });
    run("petrifyBlastPieces", &mut |d, v| {
        d.petrify_blast_pieces = boolean(v)?;
        Ok(())
    });
}

/// A start position as Fairy-Stockfish reads one: the board, then the side to move (White if
/// missing), the castling and en-passant fields (none if missing, or where a number, a clock,
/// stands in their place), an n-check count (`3+3`) if given, then the clocks; None if empty.
pub(crate) fn start_fen(v: &str) -> Option<String> {
    let fields: Vec<&str> = v.split_whitespace().collect();
    let (&board, rest) = fields.split_first()?;
    let mut out = vec![board, rest.first().copied().unwrap_or("w")];
    let mut rest = rest.iter().skip(1).copied().peekable();
    for _ in 0..2 {
        match rest.peek() {
            Some(f) if !f.chars().all(|c| c.is_ascii_digit()) && !f.contains('+') => {
                out.push(rest.next()?)
            }
            _ => out.push("-"),
        }
    }
    // An n-check count (`3+3`) stands before the clocks.
    if let Some(&checks) = rest.peek()
        && checks.contains('+')
    {
        out.push(checks);
        rest.next();
    }
    let clocks: Vec<&str> = rest.collect();
    match clocks.len() {
        0 => {}
        1 => out.extend([clocks[0], "1"]),
        _ => out.extend(&clocks[..2]),
    }
    Some(out.join(" "))
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
        // Fairy-Stockfish's Betza reader skips `e` (en passant is the variant's
        // `enPassantTypes`), so it is dropped here too; its lone directions on oblique atoms
        // are read as it reads them.
        (Some(b), _) if custom || key == "king" => {
            pieces::from_fairy_stockfish(&b.replace('e', ""))
        }
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
    if key == "king" {
        // A section's king is Fairy-Stockfish's king type or a custom royal piece, never the
        // wazir-type king of the xiangqi family's built-ins.
        d.king_wazir = false;
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

//! [`Draft`]: a variant as Fairy-Stockfish's keys describe it (its defaults are chess's
//! rules), and [`Draft::lower`], which turns it into a [`VariantSpec`] or says which of its
//! rules bitperft cannot express.

use super::values::Region;
use crate::spec::{
    Castling, Ending, Extinction, Holdings, Immunity, PalaceMove, Petrify, PieceSpec, Promotion,
    PromotionStyle, RoyalRule, VariantSpec,
};

/// One piece type: the key that named it, its letter and movement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftPiece {
    /// The key: `pawn`, `knight`, `customPiece3`, `king` ...
    pub key: String,
    /// Its FEN letter, upper case.
    pub letter: char,
    /// Its movement in Betza's notation (the pawn's without its double step).
    pub betza: String,
}

/// A variant in Fairy-Stockfish's terms: the fields of its `Variant` that bitperft models.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// Files (`maxFile`).
    pub files: u32,
    /// Ranks (`maxRank`).
    pub ranks: u32,
    /// `startFen`.
    pub start: String,
    /// Piece types, in the order they were defined.
    pub pieces: Vec<DraftPiece>,
    /// `promotionRegionWhite`, `promotionRegionBlack`.
    pub promotion_region: [Region; 2],
    /// `promotionPawnTypes`: the keys of the pieces that promote as pawns.
    pub promotion_pawn_types: [Vec<String>; 2],
    /// `promotionPieceTypes`: the keys of what they become.
    pub promotion_piece_types: [Vec<String>; 2],
    /// `promotionLimit`: per piece key, the most of it a side may have after promoting.
    pub promotion_limit: Vec<(String, u32)>,
    /// `mandatoryPawnPromotion`.
    pub mandatory_pawn_promotion: bool,
    /// `immobilityIllegal`.
    pub immobility_illegal: bool,
    /// `doubleStep`.
    pub double_step: bool,
    /// `doubleStepRegionWhite`, `doubleStepRegionBlack`.
    pub double_step_region: [Region; 2],
    /// `enPassantTypes`: the keys of the pieces that capture en passant.
    pub en_passant_types: [Vec<String>; 2],
    /// `enPassantRegion = -`: no double step leaves an en-passant square.
    pub no_en_passant: bool,
    /// `castling`.
    pub castling: bool,
    /// `castlingKingsideFile`, `castlingQueensideFile`.
    pub castling_files: (u8, u8),
    /// `castlingRookPieces`: piece keys.
    pub castling_rook_pieces: [Vec<String>; 2],
    /// `pieceDrops`.
    pub piece_drops: bool,
    /// `capturesToHand`.
    pub captures_to_hand: bool,
    /// `firstRankPawnDrops`.
    pub first_rank_pawn_drops: bool,
    /// `promotionZonePawnDrops`.
    pub promotion_zone_pawn_drops: bool,
    /// `dropRegionWhite`, `dropRegionBlack`.
    pub drop_region: [Region; 2],
    /// `dropNoDoubled` (a piece key) and `dropNoDoubledCount`.
    pub drop_no_doubled: Option<(String, u32)>,
    /// `mustDrop`.
    pub must_drop: bool,
    /// `mustDropType`: the key of the piece (`None`: `*`, every piece).
    pub must_drop_type: Option<String>,
    /// `twoBoards`.
    pub two_boards: bool,
    /// `dropPromoted`.
    pub drop_promoted: bool,
    /// `gating` and `seirawanGating`.
    pub gating: (bool, bool),
    /// `flyingGeneral`.
    pub flying_general: bool,
    /// The goals beyond mate: the flag, counted checks, checks forbidden.
    pub goals: super::goals::Goals,
    /// Connection games: the connection that ends the game, drops that fall into place.
    pub connect: super::connect::Connect,
    /// The placement games' rules: drops that enclose, flips, passes.
    pub placement: super::flip::Placement,
    /// Walls placed by moves (`wallingRule`, ...).
    pub walling: super::walling::WallingKeys,
    /// `mustCapture`.
    pub must_capture: bool,
    /// `extinctionValue` is not `none`.
    pub extinction_ends: bool,
    /// `extinctionPieceTypes`: piece keys, and whether `*` (all pieces together) is among them.
    pub extinction_types: (Vec<String>, bool),
    /// `extinctionPieceCount`.
    pub extinction_count: u32,
    /// `extinctionOpponentPieceCount`.
    pub extinction_opponent_count: u32,
    /// `extinctionPseudoRoyal`.
    pub extinction_pseudo_royal: bool,
    /// `castlingKingPiece`: the key of the piece that castles with the rook.
    pub castling_king_piece: [String; 2],
    /// `blastOnCapture`.
    pub blast_on_capture: bool,
    /// `petrifyOnCaptureTypes`: piece keys.
    pub petrify_types: Vec<String>,
    /// `petrifyBlastPieces`.
    pub petrify_blast_pieces: bool,
    /// `blastImmuneTypes`: piece keys.
    pub blast_immune: Vec<String>,
    /// `mutuallyImmuneTypes`: piece keys.
    pub mutually_immune: Vec<String>,
    /// `promotedPieceType`: per piece key, the key of what it promotes to (shogi style).
    pub promoted_piece_type: Vec<(String, String)>,
    /// `mandatoryPiecePromotion`.
    pub mandatory_piece_promotion: bool,
    /// `pieceDemotion`.
    pub piece_demotion: bool,
    /// `piecePromotionOnCapture`.
    pub piece_promotion_on_capture: bool,
    /// `mobilityRegionWhite*`, `mobilityRegionBlack*`: per piece key and side (0 = White),
    /// the squares it may stand on.
    pub mobility_region: Vec<(String, usize, Region)>,
    /// `soldierPromotionRank` (0 = the first rank): the soldier steps sideways only from
    /// there on.
    pub soldier_promotion_rank: u8,
    /// `oppositeCastling`.
    pub opposite_castling: bool,
    /// `chess960`.
    pub chess960: bool,
    /// `dropOppositeColoredBishop`.
    pub drop_opposite_colored_bishop: bool,
    /// `castlingDroppedPiece`.
    pub castling_dropped_piece: bool,
    /// `castlingRank` (0 = the first rank).
    pub castling_rank: u8,
    /// `makpongRule`.
    pub makpong: bool,
    /// `cambodianMoves` (first moves only where `gating` keeps their rights).
    pub cambodian_moves: bool,
    /// `castlingWins`: per side (White, Black) and castling side (queen, king).
    pub castling_wins: [[bool; 2]; 2],
    /// `diagonalLines`: the squares of the diagonal lines (janggi's palace diagonals).
    pub diagonal_lines: Region,
    /// `bikjangRule`.
    pub bikjang: bool,
    /// The king moves as Fairy-Stockfish's wazir type, so it also steps along the diagonal
    /// lines (the xiangqi family's built-ins; a section's `king` key ends it).
    pub king_wazir: bool,
}

impl Draft {
    /// Fairy-Stockfish's template: chess's rules with no pieces (a section without a parent).
    pub fn template() -> Draft {
        let both = |v: Vec<String>| [v.clone(), v];
        Draft {
            files: 8,
            ranks: 8,
            start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            pieces: Vec::new(),
            promotion_region: [Region::rank(7), Region::rank(0)],
            promotion_pawn_types: both(vec!["pawn".into()]),
            promotion_piece_types: both(Vec::new()),
            promotion_limit: Vec::new(),
            mandatory_pawn_promotion: true,
            immobility_illegal: false,
            double_step: true,
            double_step_region: [Region::rank(1), Region::rank(6)],
            en_passant_types: both(vec!["pawn".into()]),
            no_en_passant: false,
            castling: true,
            castling_files: (6, 2),
            castling_rook_pieces: both(vec!["rook".into()]),
            piece_drops: false,
            captures_to_hand: false,
            first_rank_pawn_drops: false,
            promotion_zone_pawn_drops: false,
            drop_region: [Region::all(), Region::all()],
            drop_no_doubled: None,
            must_drop: false,
            must_drop_type: None,
            two_boards: false,
            drop_promoted: false,
            gating: (false, false),
            flying_general: false,
            goals: super::goals::Goals::default(),
            connect: super::connect::Connect::default(),
            placement: super::flip::Placement::default(),
            walling: super::walling::WallingKeys::default(),
            must_capture: false,
            extinction_ends: false,
            extinction_types: (Vec::new(), false),
            extinction_count: 0,
            extinction_opponent_count: 0,
            extinction_pseudo_royal: false,
            castling_king_piece: ["king".into(), "king".into()],
            blast_on_capture: false,
            petrify_types: Vec::new(),
            petrify_blast_pieces: false,
            blast_immune: Vec::new(),
            mutually_immune: Vec::new(),
            promoted_piece_type: Vec::new(),
            mandatory_piece_promotion: false,
            piece_demotion: false,
            piece_promotion_on_capture: false,
            mobility_region: Vec::new(),
            soldier_promotion_rank: 0,
            opposite_castling: false,
            chess960: false,
            drop_opposite_colored_bishop: false,
            castling_dropped_piece: false,
            castling_rank: 0,
            makpong: false,
            cambodian_moves: false,
            castling_wins: [[false; 2]; 2],
            diagonal_lines: Region::default(),
            bikjang: false,
            king_wazir: false,
        }
    }

    /// The piece named by `key`, if defined.
    pub fn piece(&self, key: &str) -> Option<&DraftPiece> {
        self.pieces.iter().find(|p| p.key == key)
    }

    /// The key of the piece written `letter` (upper case), if defined.
    pub fn key_of(&self, letter: char) -> Option<&str> {
        self.pieces
            .iter()
            .find(|p| p.letter == letter)
            .map(|p| p.key.as_str())
    }

    /// Defines the piece `key` as `letter` moving as `betza`, as Fairy-Stockfish does: the
    /// piece that holds `letter` (`key` itself too) is removed, promotion choices included;
    /// `key` written with another letter before keeps its place among the promotion choices.
    pub fn add_piece(&mut self, key: &str, letter: char, betza: &str) {
        if let Some(other) = self.key_of(letter).map(str::to_string) {
            self.remove_piece(&other);
        }
        self.pieces.retain(|p| p.key != key);
        self.pieces.push(DraftPiece {
            key: key.to_string(),
            letter,
            betza: betza.to_string(),
        });
    }

    /// Removes the piece `key` (and it from the promotion choices, as Fairy-Stockfish does).
    pub fn remove_piece(&mut self, key: &str) {
        self.pieces.retain(|p| p.key != key);
        for side in &mut self.promotion_piece_types {
            side.retain(|k| k != key);
        }
    }

    /// True if the piece `key` can ever stand on the board: it is in the start position (or
    /// its hands) or a promotion may make one.
    pub fn can_appear(&self, key: &str) -> bool {
        let Some(p) = self.piece(key) else {
            return false;
        };
        let board = self.start.split_whitespace().next().unwrap_or("");
        board.contains(p.letter)
            || board.contains(p.letter.to_ascii_lowercase())
            || self
                .promotion_piece_types
                .iter()
                .any(|s| s.iter().any(|k| k == key))
    }

    /// True if `side` may ever own a piece `key`: one in the start position (or its hands), a
    /// promotion of its own, or a capture or gate that brings one to its hand.
    fn side_may_own(&self, side: usize, key: &str) -> bool {
        let Some(p) = self.piece(key) else {
            return false;
        };
        let board = self.start.split_whitespace().next().unwrap_or("");
        let written = if side == 0 {
            p.letter
        } else {
            p.letter.to_ascii_lowercase()
        };
        board.contains(written)
            || self.promotion_piece_types[side].iter().any(|k| k == key)
            || self.captures_to_hand
    }

    /// Whether each promoting pawn type promotes as bitperft's pieces can: a pawn type of one
    /// side only must be a piece the other side never owns (a pawn type of both sides has
    /// each side's choices).
    fn promotions_per_side(&self) -> Result<(), (&'static str, String)> {
        for p in &self.pieces {
            let of = [0, 1].map(|c| self.promotion_pawn_types[c].contains(&p.key));
            let refused = match of {
                [true, true] | [false, false] => false,
                [true, false] => self.side_may_own(1, &p.key),
                [false, true] => self.side_may_own(0, &p.key),
            };
            if refused {
                return Err((
                    "promotionPawnTypes",
                    format!(
                        "different sets for White and Black ('{}' would promote differently for the two sides)",
                        p.key
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The variant as bitperft's spec, named `name`, described by `about`; or what of it
    /// bitperft cannot express (key, reason).
    pub fn lower(&self, name: &str, about: &str) -> Result<VariantSpec, (&'static str, String)> {
        let (files, ranks) = (self.files as usize, self.ranks as usize);
        let same = |what: &'static str, w: &Vec<String>, b: &Vec<String>| {
            if w == b {
                Ok(())
            } else {
                Err((what, "different sets for White and Black".to_string()))
            }
        };
        self.promotions_per_side()?;
        same(
            "enPassantTypes",
            &self.en_passant_types[0],
            &self.en_passant_types[1],
        )?;
        same(
            "castlingRookPieces",
            &self.castling_rook_pieces[0],
            &self.castling_rook_pieces[1],
        )?;
        let mirrored = |what: &'static str, r: &[Region; 2]| {
            let w = r[0].whole_ranks(files, ranks, true);
            let b = r[1].whole_ranks(files, ranks, false);
            match (w, b) {
                (Some(w), Some(b)) if w == b => Ok(w),
                (Some(_), Some(_)) => Err((
                    what,
                    "White's and Black's regions are not each other's mirror image".to_string(),
                )),
                _ => Err((what, "a region that is not made of whole ranks".to_string())),
            }
        };
        let letter = |key: &str| self.piece(key).map(|p| p.letter);
        // On a board of one rank the pawn never moves (its steps go forward), so it never
        // promotes: its promotion regions do not matter. A piece that can never stand on the
        // board (not in the start position or its hands, never promoted to) needs no promotion
        // or double-step region of its own.
        let immobile_pawn = self.ranks == 1 && self.promotion_pawn_types[0] == ["pawn"];
        let has_pawns = !immobile_pawn
            && self
                .promotion_pawn_types
                .iter()
                .flatten()
                .any(|k| self.can_appear(k));
        let promotion_of = || -> Result<Option<Promotion>, (&'static str, String)> {
            if !has_pawns {
                return Ok(None);
            }
            let zone = self.promotion_zone()?;
            let to = [0, 1].map(|side| {
                let letters = self.promotion_piece_types[side]
                    .iter()
                    .filter_map(|k| letter(k))
                    .map(|c| leak(c.to_string()));
                leak_slice(letters.collect())
            });
            if !self.mandatory_pawn_promotion && !self.immobility_illegal {
                return Err((
                    "mandatoryPawnPromotion",
                    "optional promotion where a pawn may stay on the last rank \
                     (immobilityIllegal = false)"
                        .to_string(),
                ));
            }
            let limits: Vec<(&'static str, u8)> = self
                .promotion_limit
                .iter()
                .filter_map(|(k, n)| Some((leak(letter(k)?.to_string()), (*n).min(255) as u8)))
                .collect();
            Ok(Some(Promotion {
                ranks: zone.ranks(),
                to,
                style: if self.mandatory_pawn_promotion {
                    PromotionStyle::Mandatory
                } else {
                    PromotionStyle::OptionalOnEntry
                },
                limits: leak_slice(limits),
            }))
        };
        let promotion = promotion_of()?;
        let double_steppers = self
            .pieces
            .iter()
            .any(|p| (p.key == "pawn" || p.betza.contains('i')) && self.can_appear(&p.key));
        // The double-step region as ranks counted from each side where it is the same whole
        // ranks for both, else as the squares of each side's region on the board.
        let (double_ranks, double_squares) = if self.double_step && double_steppers {
            match mirrored("doubleStepRegionWhite", &self.double_step_region) {
                Ok(ranks) => (ranks, None),
                Err(_) => {
                    let masks = self.double_step_region.map(|r| r.on_board(files, ranks).0);
                    let none = masks.iter().all(|m| *m == Region::default().0);
                    (Vec::new(), (!none).then(|| &*Box::leak(Box::new(masks))))
                }
            }
        } else {
            (Vec::new(), None)
        };
        let double_step = !double_ranks.is_empty() || double_squares.is_some();
        let mut pieces = Vec::new();
        for p in &self.pieces {
            // A pawn type of one side only promotes as that side's (the other never owns one:
            // [`Draft::promotions_per_side`]).
            let pawn_of = [0, 1].map(|c| self.promotion_pawn_types[c].contains(&p.key));
            let is_pawn = p.key == "pawn";
            let mut betza = p.betza.clone();
            let initial = betza.contains('i');
            if is_pawn && double_step {
                betza.push_str("ifmnD");
            }
            let mut spec = PieceSpec::new(p.letter, leak(p.key.clone()), "");
            if is_pawn || initial {
                // A piece whose every capture is also a quiet move never takes en passant
                // (Fairy-Stockfish takes it only by a capture that is not also a move).
                let captures_apart = p.betza.contains('c');
                // A custom pawn (its own double step, captures apart from its moves) takes
                // and leaves en passant as the pawn does.
                let custom_pawn = captures_apart && initial && p.betza.contains("ifmnD");
                let ep = (is_pawn || custom_pawn)
                    && double_step
                    && !self.no_en_passant
                    && self.en_passant_types[0].contains(&p.key);
                if !is_pawn
                    && !self.no_en_passant
                    && !custom_pawn
                    && captures_apart
                    && self.en_passant_types[0].contains(&p.key)
                {
                    return Err((
                        "enPassantTypes",
                        format!("en passant by '{}', which is not the pawn", p.key),
                    ));
                }
                spec = spec.pawn(leak_slice(double_ranks.clone()), ep);
                spec.initial_squares = double_squares;
                spec.pawn = is_pawn;
                // Another piece's straight double step (`ifmnD`) leaves the square it passed
                // over for the pieces that take en passant, as a pawn's does; it takes none.
                let takers = !self.en_passant_types[0].is_empty();
                if !is_pawn
                    && !custom_pawn
                    && p.betza.matches('i').count() == 1
                    && p.betza.contains("ifmnD")
                    && double_step
                    && takers
                    && !self.no_en_passant
                {
                    spec.en_passant = true;
                }
            }
            spec.promotion = match pawn_of {
                [true, true] => promotion,
                [true, false] => promotion.map(|b| Promotion {
                    to: [b.to[0], b.to[0]],
                    ..b
                }),
                [false, true] => promotion.map(|b| Promotion {
                    to: [b.to[1], b.to[1]],
                    ..b
                }),
                [false, false] => None,
            };
            if spec.promotion.is_some() {
                self.promotion_zone()?.mark(&mut spec);
            }
            spec.royal = p.key == "king";
            spec.betza = leak(betza);
            spec.confined = self.confinement(&p.key);
            spec.janggi_cannon = p.key == "janggiCannon";
            spec.palace = self.palace_move(&p.key);
            if p.key == "soldier" && self.soldier_promotion_rank > 0 {
                spec.betza = "fW";
                spec.advanced = "sW";
                spec.advanced_from = Some(self.soldier_promotion_rank);
            }
            pieces.push(spec);
        }
        self.piece_promotions(&mut pieces, promotion.is_some())?;
        // Castling onto files the board does not have cannot happen (a start position with
        // castling rights is then refused by the FEN reader, never counted differently).
        let on_board = u32::from(self.castling_files.0.max(self.castling_files.1)) < self.files;
        let (king_side, queen_side) = self.castling_files;
        if self.castling && on_board && (king_side == 0 || u32::from(queen_side) + 1 >= self.files)
        {
            return Err((
                "castlingKingsideFile",
                "castling files that leave the rook no square beside the king".to_string(),
            ));
        }
        if self.castling_king_piece[0] != self.castling_king_piece[1] {
            return Err((
                "castlingKingPiece",
                "different castling pieces for White and Black".to_string(),
            ));
        }
        let castler = self.piece(&self.castling_king_piece[0]);
        let castling_king = castler.filter(|p| p.key != "king").map(|p| p.letter);
        let castling = if self.castling && on_board && castler.is_some() {
            let rooks: Vec<char> = self.castling_rook_pieces[0]
                .iter()
                .filter_map(|k| letter(k))
                .collect();
            (!rooks.is_empty()).then(|| Castling {
                king_to: [self.castling_files.1, self.castling_files.0],
                rooks: Box::leak(rooks.into_boxed_slice()),
            })
        } else {
            None
        };
        let first_moves = self.first_moves(castling.is_some())?;
        let hand = self.piece_drops
            || self.captures_to_hand
            || (self.gating.0 && !first_moves)
            || self.two_boards;
        let holdings = if hand {
            if self.gating.0 != self.gating.1 {
                return Err((
                    "gating",
                    "gating without seirawanGating (or the other way round)".to_string(),
                ));
            }
            let zone = promotion.map_or(0, |p| p.ranks as usize);
            // A pawn dropped outside a promotion region of given squares: only where a hand may
            // ever hold a pawn.
            let zoned = pieces
                .iter()
                .any(|p| p.pawn && p.promotion_squares.is_some());
            let pawn_held =
                letter("pawn").is_some_and(|l| (0..2).any(|c| self.hand_may_hold(c, Some(l))));
            if zoned && pawn_held && self.piece_drops && !self.promotion_zone_pawn_drops {
                return Err((
                    "promotionRegionWhite",
                    "pawn drops kept out of a promotion region that is not the same last ranks \
                     for both sides"
                        .to_string(),
                ));
            }
            let lo = if self.first_rank_pawn_drops { 0 } else { 1 };
            let hi = if self.promotion_zone_pawn_drops {
                ranks - 1
            } else {
                ranks - 1 - zone
            };
            let drop_ranks = {
                let mut w = self.drop_region[0].whole_ranks(files, ranks, true);
                let mut b = self.drop_region[1].whole_ranks(files, ranks, false);
                // A side whose hand stays empty drops nothing: its region is the other's.
                match [0, 1].map(|c| self.hand_may_hold(c, None)) {
                    [true, false] => b = w.clone(),
                    [false, true] => w = b.clone(),
                    _ => {}
                }
                match (w, b) {
                    (Some(w), Some(b)) if w == b && w.len() == ranks => None,
                    (Some(w), Some(b))
                        if w == b && !w.is_empty() && w.windows(2).all(|p| p[1] == p[0] + 1) =>
                    {
                        Some((w[0], w[w.len() - 1]))
                    }
                    _ => {
                        return Err((
                            "dropRegionWhite",
                            "a drop region that is not a band of whole ranks, the same for both sides".to_string(),
                        ));
                    }
                }
            };
            // A pawn may be dropped on a file holding fewer than `dropNoDoubledCount` of its
            // side's pawns: with a count of 0, never (the empty band of ranks below).
            // Another piece than the pawn (the shogi pawn) is a pawn for the drop rules where
            // the variant has no pawn: its files are limited, its drop ranks are not (the
            // first rank and promotion zone rules are the pawn's alone).
            let mut any_rank = false;
            let pawns_per_file = match &self.drop_no_doubled {
                None => 0,
                Some((k, n)) if k == "pawn" => (*n).min(255) as u8,
                Some((k, n)) if self.piece("pawn").is_none() && self.piece(k).is_some() => {
                    let i = self
                        .pieces
                        .iter()
                        .position(|p| &p.key == k)
                        .expect("defined");
                    pieces[i].pawn = true;
                    any_rank = true;
                    (*n).min(255) as u8
                }
                Some((k, _)) => {
                    return Err((
                        "dropNoDoubled",
                        format!("'{k}': only the pawn's files are limited"),
                    ));
                }
            };
            let (lo, hi) = if any_rank { (0, ranks - 1) } else { (lo, hi) };
            Some(Holdings {
                captures: self.captures_to_hand,
                pawn_drop_ranks: if self.drop_no_doubled.as_ref().is_some_and(|(_, n)| *n == 0) {
                    (1, 0)
                } else {
                    (lo, hi as u8)
                },
                pawns_per_file,
                // Fairy-Stockfish counts a pawn drop that mates as a move (shogiPawnDropMateIllegal
                // only scores the mate), so perft never refuses it.
                no_pawn_drop_mate: false,
                no_dead_drops: self.immobility_illegal,
                drop_ranks,
                promoted_drops: self.drop_promoted,
                drops: self.piece_drops,
                must_drop: self.must_drop,
                must_drop_type: self.must_drop_type()?,
                opposite_bishops: self
                    .piece("bishop")
                    .filter(|_| self.drop_opposite_colored_bishop)
                    .map(|p| p.letter),
                drop_loop: false,
                partner: self.two_boards,
            })
        } else {
            None
        };
        let extinction = self.extinction()?;
        // A promoted form is a type of its own to the connection rules, where Fairy-Stockfish
        // makes the piece its target type.
        for (from, to) in &self.promoted_piece_type {
            if self.connect.names(to) {
                return Err((
                    "promotedPieceType",
                    format!(
                        "'{from}' promotes to '{to}', a piece a connection rule counts (its \
                         promoted form would not be counted as one)"
                    ),
                ));
            }
        }
        if self.blast_on_capture && self.piece("king").is_some() {
            return Err((
                "blastOnCapture",
                "explosions with a royal king (Fairy-Stockfish refuses kings with \
                 blastOnCapture)"
                    .to_string(),
            ));
        }
        let castles_win = self.castling_wins.iter().flatten().any(|&w| w);
        if castles_win && castling.is_none() {
            return Err((
                "castlingWins",
                "castling wins in a variant without castling".to_string(),
            ));
        }
        let endings: &'static [Ending] = if castles_win {
            leak_slice(vec![Ending::CastlingLost(self.castling_wins)])
        } else {
            &[]
        };
        let petrify = self.petrify()?;
        let immunity = self.immunity()?;
        let spec = VariantSpec {
            petrify,
            immunity,
            blast_on_capture: self.blast_on_capture,
            must_capture: self.must_capture,
            extinction,
            castling_king: castling.and(castling_king),
            opposite_castling: self.opposite_castling,
            chess960: self.chess960,
            castling_dropped: self.castling_dropped_piece,
            makpong: self.makpong,
            castling_rank: if castling.is_some() {
                self.castling_rank
            } else {
                0
            },
            endings,
            castling,
            holdings,
            royal_rule: RoyalRule::AllSafe,
            flying_general: self.flying_general,
            gating: self.gating.0 && !first_moves,
            cambodian_moves: first_moves,
            ..VariantSpec::new(
                leak(name.to_string()),
                leak(about.to_string()),
                (self.files as u8, self.ranks as u8),
                leak_slice(pieces),
                leak(self.start_without_castling()),
            )
        };
        let spec = self.goals.lower(self, spec)?;
        let spec = self.connect.lower(self, spec)?;
        let spec = self.placement.lower(self, spec)?;
        let mut spec = self.walling.lower(self, spec)?;
        let lines = self
            .diagonal_lines
            .on_board(self.files as usize, self.ranks as usize);
        if lines != Region::default() {
            spec.diagonal_lines = Some(Box::leak(Box::new(lines.0)));
        }
        if self.bikjang {
            let mut endings = spec.endings.to_vec();
            endings.push(Ending::Bikjang);
            spec.endings = leak_slice(endings);
        }
        Ok(spec)
    }

    /// What the piece `key` also does along the diagonal lines (Fairy-Stockfish's wazir and a
    /// wazir-type king step, the soldier steps forward, the rook slides, the janggi cannon
    /// hops).
    fn palace_move(&self, key: &str) -> PalaceMove {
        if self.diagonal_lines == Region::default() {
            return PalaceMove::None;
        }
        match key {
            "wazir" => PalaceMove::Step,
            "king" if self.king_wazir => PalaceMove::Step,
            "soldier" => PalaceMove::ForwardStep,
            "rook" => PalaceMove::Slide,
            "janggiCannon" => PalaceMove::Hop,
            _ => PalaceMove::None,
        }
    }
}

impl Draft {
    /// True if the variant has ouk chatrang's first moves (`cambodianMoves`, their rights kept
    /// as `gating`'s gates: without `gating` there are none, as in Fairy-Stockfish); an error
    /// where they come with castling, pieces in hand or a castling rank of their own.
    fn first_moves(&self, castles: bool) -> Result<bool, (&'static str, String)> {
        if !(self.cambodian_moves && self.gating.0) {
            return Ok(false);
        }
        let clash = if castles {
            Some("castling (the castling field would hold both)")
        } else if self.gating.1 || self.piece_drops || self.captures_to_hand || self.two_boards {
            Some("pieces in hand (gating or drops)")
        } else if self.castling_rank != 0 {
            Some("a castlingRank other than the first")
        } else {
            None
        };
        match clash {
            Some(what) => Err((
                "cambodianMoves",
                format!("first moves together with {what}"),
            )),
            None => Ok(true),
        }
    }

    /// The start position; where castling is off, without the `K` and `Q` castling rights it
    /// may still name (Fairy-Stockfish skips them then).
    fn start_without_castling(&self) -> String {
        let mut fields: Vec<&str> = self.start.split(' ').collect();
        if !self.castling
            && fields.len() > 2
            && fields[2] != "-"
            && fields[2].chars().all(|c| "KQkq".contains(c))
        {
            fields[2] = "-";
        }
        fields.join(" ")
    }

    /// The letter of the `mustDropType` piece, if one is named.
    fn must_drop_type(&self) -> Result<Option<char>, (&'static str, String)> {
        let Some(k) = &self.must_drop_type else {
            return Ok(None);
        };
        let p = self.piece(k).ok_or_else(|| {
            (
                "mustDropType",
                format!("'{k}', a piece the variant does not have"),
            )
        })?;
        if p.key == "king" {
            return Err((
                "mustDropType",
                "the royal king (a king in hand is a setup by drops)".to_string(),
            ));
        }
        Ok(Some(p.letter))
    }

    /// The immunities, if a key sets them; or why bitperft cannot express them (as
    /// Fairy-Stockfish, not with a royal king or pseudo-royal pieces).
    fn immunity(&self) -> Result<Option<Immunity>, (&'static str, String)> {
        if self.blast_immune.is_empty() && self.mutually_immune.is_empty() {
            return Ok(None);
        }
        let mut sets = [Vec::new(), Vec::new()];
        for (i, (key, keys)) in [
            ("blastImmuneTypes", &self.blast_immune),
            ("mutuallyImmuneTypes", &self.mutually_immune),
        ]
        .into_iter()
        .enumerate()
        {
            if keys.is_empty() {
                continue;
            }
            if self.piece("king").is_some() || self.extinction_pseudo_royal {
                return Err((
                    key,
                    "immune pieces with a royal king or pseudo-royal pieces (Fairy-Stockfish \
                     refuses them)"
                        .to_string(),
                ));
            }
            for k in keys {
                let p = self
                    .piece(k)
                    .ok_or_else(|| (key, format!("'{k}', a piece the variant does not have")))?;
                sets[i].push(leak(p.letter.to_string()));
            }
        }
        let [blast, mutual] = sets;
        Ok(Some(Immunity {
            blast: leak_slice(blast),
            mutual: leak_slice(mutual),
        }))
    }

    /// Petrification, if a key sets it; or why bitperft cannot express it.
    fn petrify(&self) -> Result<Option<Petrify>, (&'static str, String)> {
        let blast_walls = self.petrify_blast_pieces && self.blast_on_capture;
        if self.petrify_types.is_empty() && !blast_walls {
            return Ok(None);
        }
        let key = "petrifyOnCaptureTypes";
        let mut types = Vec::new();
        for k in &self.petrify_types {
            let p = self
                .piece(k)
                .ok_or_else(|| (key, format!("'{k}', a piece the variant does not have")))?;
            if k == "king" {
                return Err((
                    key,
                    "a royal king that petrifies (only pseudo-royal pieces may)".to_string(),
                ));
            }
            types.push(leak(p.letter.to_string()));
        }
        if self.captures_to_hand {
            return Err((key, "petrified pieces with captures to hand".to_string()));
        }
        Ok(Some(Petrify {
            types: leak_slice(types),
            blast_pieces: self.petrify_blast_pieces,
        }))
    }

    /// The extinction rules, if any key sets them; or why bitperft cannot express them.
    fn extinction(&self) -> Result<Option<Extinction>, (&'static str, String)> {
        let (keys, all) = &self.extinction_types;
        if (keys.is_empty() && !all) || !(self.extinction_ends || self.extinction_pseudo_royal) {
            return Ok(None);
        }
        let mut types = Vec::new();
        for k in keys {
            let p = self.piece(k).ok_or_else(|| {
                (
                    "extinctionPieceTypes",
                    format!("'{k}', a piece the variant does not have"),
                )
            })?;
            types.push(leak(p.letter.to_string()));
        }
        if self.extinction_pseudo_royal && self.gating.0 {
            return Err((
                "extinctionPseudoRoyal",
                "pseudo-royal pieces together with gating".to_string(),
            ));
        }
        let small = |key: &'static str, n: u32| {
            u8::try_from(n).map_err(|_| (key, format!("{n}: at most 255")))
        };
        Ok(Some(Extinction {
            types: leak_slice(types),
            all: *all,
            count: small("extinctionPieceCount", self.extinction_count)?,
            opponent_count: small(
                "extinctionOpponentPieceCount",
                self.extinction_opponent_count,
            )?,
            // Fairy-Stockfish: pseudo-royal pieces cannot be captured, so extinction never ends
            // the game where they are, unless an explosion takes them.
            ends: self.extinction_ends && (!self.extinction_pseudo_royal || self.blast_on_capture),
            pseudo_royal: self.extinction_pseudo_royal,
        }))
    }
}

/// `s` for the rest of the process (a variants file is read once).
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `v` for the rest of the process.
fn leak_slice<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

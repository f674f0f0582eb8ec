//! [`VariantSpec`]: a variant as data — its board, its pieces as movement descriptions, and the
//! rules beyond movement (castling, promotion, holdings and drops, how the game can end). The
//! built-in variants ([`crate::catalog`]) are values of this type; [`crate::Rules`] turns one
//! into the tables the move generator reads.

/// One piece type of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceSpec {
    /// Its FEN letter, upper case (the first player's).
    pub letter: char,
    /// Written with `+` before the letter (a promoted shogi piece).
    pub promoted: bool,
    /// Its name, for `bitperft info`.
    pub name: &'static str,
    /// How it moves and captures, in Betza's notation ([`crate::betza`]).
    pub betza: &'static str,
    /// A royal piece: it must not be left attacked (see [`RoyalRule`]).
    pub royal: bool,
    /// The squares it may never leave.
    pub confined: Confinement,
    /// How it promotes, if it does.
    pub promotion: Option<Promotion>,
    /// Its promotion zone as given squares, per side (White's, then Black's; absolute, as in
    /// [`Confinement::Squares`]), in place of [`Promotion::ranks`]; None: the last ranks.
    pub promotion_squares: Option<&'static [[u16; 12]; 2]>,
    /// Its moves marked `i` may start only from these ranks, counted from its owner's side
    /// (0 = the first rank); empty for none.
    pub initial_ranks: &'static [u8],
    /// Its moves marked `i` may start only from these squares, per side (White's, then Black's;
    /// absolute, as in [`Confinement::Squares`]), in place of [`PieceSpec::initial_ranks`];
    /// None: those ranks.
    pub initial_squares: Option<&'static [[u16; 12]; 2]>,
    /// A double step by an `i` lame move leaves an en-passant square (the square passed over).
    pub en_passant: bool,
    /// It takes en passant: a capture onto an en-passant square takes the piece that passed
    /// over it (a pawn's double step leaves one and it takes one; a piece may leave one that
    /// only others take).
    pub takes_en_passant: bool,
    /// A pawn for the drop rules: no drop on the ranks in [`Holdings::pawn_drop_ranks`]'s
    /// complement, at most [`Holdings::pawns_per_file`] unpromoted on a file, no drop that mates
    /// where [`Holdings::no_pawn_drop_mate`] says so.
    pub pawn: bool,
    /// Extra leaps (Betza) from the squares of the enemy half ("" for none).
    pub advanced: &'static str,
    /// The first rank, counted from its owner's side (0 = the first), of the squares the
    /// [`PieceSpec::advanced`] leaps start from; None: the enemy half.
    pub advanced_from: Option<u8>,
    /// Drops of this piece only on these ranks, from the dropping side (None: the variant's
    /// drop ranks).
    pub drop_ranks: Option<(u8, u8)>,
    /// A promoted form that the rules counting pieces (extinction, the flag) count as a piece
    /// of this letter's unpromoted type, as Fairy-Stockfish's promoted piece is of its target
    /// type; None: as itself.
    pub counts_as: Option<char>,
    /// Its moves along the variant's diagonal lines ([`VariantSpec::diagonal_lines`]).
    pub palace: PalaceMove,
    /// A janggi cannon (Fairy-Stockfish's `janggiCannon`): it neither hops over nor captures
    /// a janggi cannon of either side.
    pub janggi_cannon: bool,
}

/// What a piece standing on one of the variant's diagonal lines may also do along them
/// (Fairy-Stockfish's `diagonalLines`: janggi's palace diagonals); the target is on the lines
/// too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PalaceMove {
    /// Nothing more.
    None,
    /// One diagonal step (the wazir, and the king of a variant whose king is a wazir).
    Step,
    /// One diagonal step forward (the soldier).
    ForwardStep,
    /// A diagonal slide, stopped by the first piece (the rook).
    Slide,
    /// A diagonal hop over exactly one piece, as the janggi cannon hops (the janggi cannon).
    Hop,
}

impl PieceSpec {
    /// A piece with no special rules.
    pub const fn new(letter: char, name: &'static str, betza: &'static str) -> PieceSpec {
        PieceSpec {
            letter,
            promoted: false,
            name,
            betza,
            royal: false,
            confined: Confinement::Board,
            promotion: None,
            promotion_squares: None,
            initial_ranks: &[],
            initial_squares: None,
            en_passant: false,
            takes_en_passant: false,
            pawn: false,
            advanced: "",
            advanced_from: None,
            drop_ranks: None,
            counts_as: None,
            palace: PalaceMove::None,
            janggi_cannon: false,
        }
    }

    /// The same piece, royal.
    pub const fn royal(mut self) -> PieceSpec {
        self.royal = true;
        self
    }

    /// The same piece written with `+` (a promoted form).
    pub const fn promoted_form(mut self) -> PieceSpec {
        self.promoted = true;
        self
    }

    /// The same piece, confined.
    pub const fn confined(mut self, c: Confinement) -> PieceSpec {
        self.confined = c;
        self
    }

    /// The same piece with a promotion rule.
    pub const fn promotes(mut self, p: Promotion) -> PieceSpec {
        self.promotion = Some(p);
        self
    }

    /// The same piece with extra leaps (Betza) from the squares of the enemy half of the
    /// board (the xiangqi soldier's sideways steps after the river).
    pub const fn advanced(mut self, betza: &'static str) -> PieceSpec {
        self.advanced = betza;
        self
    }

    /// The same piece, dropped only on `ranks` (from the dropping side).
    pub const fn drops_on(mut self, ranks: (u8, u8)) -> PieceSpec {
        self.drop_ranks = Some(ranks);
        self
    }

    /// The same piece, a pawn: `i` moves from `ranks`, with or without en passant.
    pub const fn pawn(mut self, ranks: &'static [u8], en_passant: bool) -> PieceSpec {
        self.pawn = true;
        self.initial_ranks = ranks;
        self.en_passant = en_passant;
        self.takes_en_passant = en_passant;
        self
    }
}

/// Where a piece may stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confinement {
    /// Anywhere.
    Board,
    /// Its side's palace: the middle three files of its first three ranks (xiangqi).
    Palace,
    /// Its own half of the board (the xiangqi elephant may not cross the river).
    OwnHalf,
    /// Given squares, per side (White's, then Black's; absolute, not turned): per rank (0 =
    /// the first), one bit per file (bit 0 = the a-file). A variants file's
    /// `mobilityRegion*` keys.
    Squares(&'static [[u16; 12]; 2]),
}

/// How a piece promotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// The zone: the last `ranks` ranks of the board, from the owner's side.
    pub ranks: u8,
    /// What it may become, per side (White's, then Black's): piece letters, `+` before a
    /// letter for a promoted form.
    pub to: [&'static [&'static str]; 2],
    /// `Mandatory`: every move ending in the zone promotes (chess). `Optional`: a move into,
    /// within or out of the zone may promote; it must where the piece could never move again
    /// (shogi, grand chess).
    pub style: PromotionStyle,
    /// Per promotion choice, the most pieces of that type a side may have on the board after
    /// promoting (grand chess: as many as at the start; spartan: two kings); choices not
    /// listed are unlimited.
    pub limits: &'static [(&'static str, u8)],
}

/// See [`Promotion::style`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromotionStyle {
    /// Every move ending in the zone promotes.
    Mandatory,
    /// Moves ending in the zone may promote, and must where the piece could never move again.
    OptionalOnEntry,
    /// Moves that start or end in the zone may promote, and must where the piece could never
    /// move again (shogi).
    OptionalInOrOut,
    /// Moves that start or end in the zone must promote (the torishogi swallow and falcon).
    MandatoryInOrOut,
    /// Every capture changes the piece's form, quiet moves never do (micro shogi: the
    /// promoted form's "promotion" is its demotion).
    OnCapture,
}

/// Castling: the king and a rook on the first rank, neither moved, jump to fixed files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The king's destination files (0 = a): queen side, king side. The rook lands on the
    /// square next to it, on the side of the king's start.
    pub king_to: [u8; 2],
    /// The letters of the pieces that castle with the king (the rook; perfect chess's
    /// chancellor too).
    pub rooks: &'static [char],
}

/// Pieces in hand and their drops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holdings {
    /// A captured piece goes to the captor's hand (demoted: a promoted piece returns as what it
    /// was promoted from).
    pub captures: bool,
    /// The ranks, from the dropping side, on which a pawn may be dropped.
    pub pawn_drop_ranks: (u8, u8),
    /// The most unpromoted pawns of one side on a file before a drop there (0: no limit).
    pub pawns_per_file: u8,
    /// A pawn drop may not checkmate (off in the built-in shogi family, which counts such
    /// drops as the reference programs do).
    pub no_pawn_drop_mate: bool,
    /// A piece may not be dropped where it could never move.
    pub no_dead_drops: bool,
    /// Drops only on these ranks, from the dropping side (None: any rank).
    pub drop_ranks: Option<(u8, u8)>,
    /// A piece in hand may also be dropped in its promoted form (micro shogi).
    pub promoted_drops: bool,
    /// Pieces in hand may be dropped (false where they only enter by gating).
    pub drops: bool,
    /// While a side holds pieces, it must drop one if any drop is legal (sittuyin's setup).
    pub must_drop: bool,
    /// The letter of the bishop whose drops must leave room for a side's bishops on both
    /// colours of square (Fairy-Stockfish's `dropOppositeColoredBishop`).
    pub opposite_bishops: Option<char>,
    /// With `must_drop`, the letter of the one type the rule is about (Fairy-Stockfish's
    /// `mustDropType`; `None`: every type): while a side holds a piece of it, it may drop only
    /// that type, and must if such a drop is legal (else it moves a piece on the board).
    pub must_drop_type: Option<char>,
    /// Promoted pieces go to a hand as what they are, and pawn promotions are not marked
    /// (Fairy-Stockfish's `dropLoop`: chessgi, loop chess); else a piece promoted from a pawn
    /// returns as a pawn.
    pub drop_loop: bool,
    /// A partner's board feeds the hands (bughouse, counted on one board): a hand may hold
    /// any non-royal pieces, up to a second set of its side's.
    pub partner: bool,
}

/// When a side's royal pieces are safe enough.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoyalRule {
    /// No royal piece may be left attacked.
    AllSafe,
    /// Not every royal piece may be left attacked (spartan: with two kings, one may be).
    NotAllAttacked,
    /// A lone royal piece may not be left attacked; with two or more, any may be (shoshogi:
    /// king and crown prince).
    OnlyWhenSingle,
}

/// A rule that ends the game (a position with no moves in perft).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A side that has only its king left has lost, unless it can bare the other king in reply:
    /// over when the other side is bare and the side to move is not, or the side to move is
    /// bare and the other side has two pieces or more besides its king (shatranj, courier).
    BareKingLoses,
    /// A side with only its king left: the game is drawn, whoever is to move (shatar).
    BareKingDraws,
    /// Over once a side lacks one of these castling rights, per side (White, Black) and
    /// castling side (queen side, king side): castling there wins, losing the right otherwise
    /// loses (Fairy-Stockfish's `castlingWins`).
    CastlingLost([[bool; 2]; 2]),
    /// Capture the flag: a side whose flag pieces stand on its flag region has won
    /// ([`crate::flags`] has the rule in full).
    Flag(FlagRule),
    /// N-check: a side that has given the last of its checks has won. The checks each side
    /// has still to give are part of the position (the FEN's `3+3` field).
    ChecksGiven,
    /// Connection: over once the side that has just moved has lined up its pieces
    /// ([`crate::connect`] has the rule in full).
    Connect(ConnectRule),
    /// Bikjang (janggi): while the royal pieces face each other on an open file or rank, the
    /// side to move may pass (even in check) and its other moves must break the facing; a
    /// pass that leaves them facing ends the game ([`crate::janggi`]).
    Bikjang,
}

/// A connection game's goal (Fairy-Stockfish's `connectN`, `connectNxN`, `collinearN`,
/// `connectRegion*`, ...): the game is over once the side that has just moved has `n` of its
/// connecting pieces in an unbroken row, or a `square × square` block of them, or `collinear`
/// of them on one line (gaps allowed), or a chain of them from its first region to its second;
/// rows, lines and chains run along the allowed directions. A count of 0 is off, and so is an
/// empty first region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectRule {
    /// The letters of the connecting pieces; empty for every piece.
    pub pieces: &'static [char],
    /// Pieces in an unbroken row.
    pub n: u8,
    /// The side of a block of pieces.
    pub square: u8,
    /// Pieces on one line, gaps allowed.
    pub collinear: u8,
    /// Rows and lines along ranks count.
    pub horizontal: bool,
    /// Rows and lines along files count.
    pub vertical: bool,
    /// Rows and lines along both diagonals count.
    pub diagonal: bool,
    /// Per side (White, Black): the squares of the region a chain of its connecting pieces
    /// starts from (empty: no chain ends the game).
    pub region1: [&'static [&'static str]; 2],
    /// Per side: the squares of the region the chain must reach.
    pub region2: [&'static [&'static str]; 2],
}

/// Drops that fall into place ([`crate::gravity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gravity {
    /// A drop lands on the first rank or right above a piece (connect four).
    Top,
    /// A piece enters a rank or file from either end and slides until it meets a piece or
    /// the far edge.
    AnySide,
}

/// Capture the flag (Fairy-Stockfish's `flagPiece`, `flagRegion`, ...): a side has reached its
/// flag when at least `count` of its flag pieces stand on its flag region, or (with
/// `blocked_win`) some do and the region has no empty square left. The side that reached
/// it has won, the game is over; with `extra_move` the other side first gets one move to reach
/// its own flag (racing kings: a draw if it does); with `safe` a side that has exactly
/// `count` flag pieces there has reached it only while none of them is attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagRule {
    /// Per side: the letter of its flag piece; `None` for any piece.
    pub piece: [Option<char>; 2],
    /// Per side: the squares of its flag region.
    pub region: [&'static [&'static str]; 2],
    /// How many flag pieces must stand on the region (`flagPieceCount`).
    pub count: u8,
    /// A full region holding at least one flag piece also counts (`flagPieceBlockedWin`).
    pub blocked_win: bool,
    /// The other side gets one more move to reach its flag (`flagMove`).
    pub extra_move: bool,
    /// Flag pieces count only while not attacked (`flagPieceSafe`).
    pub safe: bool,
}

/// A variant: everything its move generator needs to know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantSpec {
    /// Its name (Fairy-Stockfish's `UCI_Variant` spelling).
    pub name: &'static str,
    /// One line on the rules, for `bitperft info`.
    pub about: &'static str,
    /// Number of files.
    pub files: u8,
    /// Number of ranks.
    pub ranks: u8,
    /// Its pieces (at most [`crate::rules::MAX_TYPES`] types).
    pub pieces: &'static [PieceSpec],
    /// The start position (Fairy-Stockfish FEN).
    pub start: &'static str,
    /// Castling, if the variant has it.
    pub castling: Option<Castling>,
    /// Holdings, if the variant has them.
    pub holdings: Option<Holdings>,
    /// When royal pieces are safe.
    pub royal_rule: RoyalRule,
    /// Extra rules that end the game.
    pub endings: &'static [Ending],
    /// The two royal pieces may not face each other on an open file or rank (xiangqi).
    pub flying_general: bool,
    /// Pieces in hand enter by gating: when a first-rank piece leaves its square for the first
    /// time, one may be put on the square it left (seirawan). The FEN's castling field then
    /// names the gates too.
    pub gating: bool,
    /// Sittuyin's promotion, if the variant has it.
    pub general_promotion: Option<GeneralPromotion>,
    /// A move may give check (false: a move that checks the other side's royal piece is
    /// illegal, as in racing kings).
    pub checking: bool,
    /// A drop may give check (false: a drop that checks the other side's royal piece is
    /// illegal; Fairy-Stockfish's `dropChecks`).
    pub drop_checks: bool,
    /// Where a side has a legal capture, its other moves (drops and castling included) are
    /// illegal; en passant is a capture.
    pub must_capture: bool,
    /// Fairy-Stockfish's extinction rules, if the variant has them.
    pub extinction: Option<Extinction>,
    /// The letter of the piece that castles with the rook where it is not the royal piece
    /// (the commoner of giveaway); `None`: the royal piece. A castling piece that is not royal
    /// may start, pass and land attacked.
    pub castling_king: Option<char>,
    /// A capture explodes: the capturing piece and every piece a king's step from the capture
    /// square, pawns (pieces with [`PieceSpec::pawn`]) excepted, leave the board too (atomic).
    pub blast_on_capture: bool,
    /// Castling takes the other side's castling right on the same side of the board
    /// (Fairy-Stockfish's `oppositeCastling`).
    pub opposite_castling: bool,
    /// A king dropped on its castling square (the e-file of its first rank) and a castling rook
    /// dropped in a corner of that rank make castling rights, when the other is there
    /// (Fairy-Stockfish's `castlingDroppedPiece`).
    pub castling_dropped: bool,
    /// Chess960's notation (Fairy-Stockfish's `chess960`): a castling move is written as the
    /// king taking its own rook, and the castling field by the rooks' files. Castling itself is
    /// the same for any files of king and rook (the king to its castling file, the rook beside
    /// it, every square both pass empty but for the two, the king's path unattacked).
    pub chess960: bool,
    /// The rank, counted from each side, that its king and rooks castle on (0 = the first;
    /// Fairy-Stockfish's `castlingRank`).
    pub castling_rank: u8,
    /// A side in check may move its royal piece only to capture the one piece checking it
    /// (makpong; Fairy-Stockfish's `makpongRule`).
    pub makpong: bool,
    /// Drops fall into place, if the variant says how (None: onto any empty square its drop
    /// rules allow).
    pub drop_gravity: Option<Gravity>,
    /// The rules of a placement game (flips, passes, drops where they enclose), if any.
    pub flip: Option<crate::flip::FlipRule>,
    /// Walling: each move also places a wall ([`crate::walls`]), if the variant has it.
    pub walling: Option<crate::walls::Walling>,
    /// The squares of the diagonal lines along which pieces with a [`PalaceMove`] also move
    /// (absolute, as in [`Confinement::Squares`]: per rank, one bit per file); None for none.
    pub diagonal_lines: Option<&'static [u16; 12]>,
    /// Petrification: captures turn pieces into walls, if the variant has it.
    pub petrify: Option<Petrify>,
    /// Pieces immune to explosions or to their own kind, if the variant has them.
    pub immunity: Option<Immunity>,
    /// Ouk chatrang's first moves (Fairy-Stockfish's `cambodianMoves`, [`crate::cambodian`]):
    /// a king or met on a square the FEN's castling field names (by file, on its side's first
    /// rank) that has not moved yet may make one special move; the field names those squares.
    pub cambodian_moves: bool,
}

/// Immunities (Fairy-Stockfish's `blastImmuneTypes`, `mutuallyImmuneTypes`; atomar): a piece of
/// one of `blast` is never blown away by an explosion (not even the capturing piece), and a
/// piece of one of `mutual` may not capture a piece of its own type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Immunity {
    /// The types explosions spare, by letter.
    pub blast: &'static [&'static str],
    /// The types that may not capture their own type, by letter.
    pub mutual: &'static [&'static str],
}

/// Petrification (Fairy-Stockfish's `petrifyOnCaptureTypes`, `petrifyBlastPieces`): a piece of
/// one of `types` that captures leaves the board, and a wall ([`crate::walls`]) stands where
/// it landed if the piece there (a promotion's new piece) is of one of `types` too. Where
/// captures explode, the capturing piece leaves the board anyway and its square becomes a wall
/// if the piece there is of one of `types`; with `blast_pieces` every other square the blast
/// empties becomes a wall too. A pseudo-royal piece of one of `types` may not capture, and an
/// enemy one of them attacks no pseudo-royal piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Petrify {
    /// The types that petrify, by letter (`+` before a promoted form's).
    pub types: &'static [&'static str],
    /// Where captures explode, the pieces blown away become walls too.
    pub blast_pieces: bool,
}

/// Extinction (Fairy-Stockfish's `extinction*` keys): the game ends when a side is down to
/// `count` pieces of one of the extinction types (counted on the board and in hand) while
/// the other side has at least `opponent_count` of that type; and, with `pseudo_royal`, the
/// extinction pieces of a side that has at most `count + 1` of their type on the board may
/// not be left attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extinction {
    /// The extinction types, by letter (`+` before a promoted form's).
    pub types: &'static [&'static str],
    /// All of a side's pieces together are one more extinction "type" (`*`).
    pub all: bool,
    /// A side with this many or fewer pieces of a type is extinct in it.
    pub count: u8,
    /// ... while the other side has at least this many of the type.
    pub opponent_count: u8,
    /// Extinction ends the game (Fairy-Stockfish: an `extinctionValue` other than `none`, and
    /// the pieces not pseudo-royal, as they cannot be captured).
    pub ends: bool,
    /// The extinction pieces are pseudo-royal (see above).
    pub pseudo_royal: bool,
}

/// Sittuyin's promotion: a move of its own, not a pawn's step. While its side has no piece of
/// type `to`, a pawn on one of `squares` (or its side's only pawn, anywhere) becomes one, in
/// place or on an empty square a diagonal step away; the new piece may not attack an enemy
/// piece, and the move may not give check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneralPromotion {
    /// The letter of the piece a pawn becomes.
    pub to: char,
    /// The first player's promotion squares (the second player's are these turned half a
    /// turn).
    pub squares: &'static [&'static str],
}

impl VariantSpec {
    /// The spec of a variant without castling, holdings or special endings.
    pub const fn new(
        name: &'static str,
        about: &'static str,
        (files, ranks): (u8, u8),
        pieces: &'static [PieceSpec],
        start: &'static str,
    ) -> VariantSpec {
        VariantSpec {
            name,
            about,
            files,
            ranks,
            pieces,
            start,
            castling: None,
            holdings: None,
            royal_rule: RoyalRule::AllSafe,
            endings: &[],
            flying_general: false,
            gating: false,
            general_promotion: None,
            checking: true,
            drop_checks: true,
            must_capture: false,
            extinction: None,
            castling_king: None,
            blast_on_capture: false,
            opposite_castling: false,
            castling_dropped: false,
            chess960: false,
            castling_rank: 0,
            makpong: false,
            drop_gravity: None,
            flip: None,
            walling: None,
            diagonal_lines: None,
            petrify: None,
            immunity: None,
            cambodian_moves: false,
        }
    }
}

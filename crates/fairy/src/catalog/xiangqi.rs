//! Xiangqi: the palace and the river, the lame horse and elephant, the cannon that captures
//! over a screen, and generals that may not face each other.

use crate::spec::{Confinement, PieceSpec, VariantSpec};

/// Chinese chess (9 files, 10 ranks).
pub const XIANGQI: VariantSpec = VariantSpec {
    flying_general: true,
    ..VariantSpec::new(
        "xiangqi",
        "Chinese chess: general K and advisors A in the palace, elephants B on their side of the river, lame horses N, cannons C",
        (9, 10),
        &[
            PieceSpec::new('P', "soldier", "fW").advanced("sW"),
            PieceSpec::new('N', "horse", "nN"),
            PieceSpec::new('B', "elephant", "nA").confined(Confinement::OwnHalf),
            PieceSpec::new('R', "chariot", "R"),
            PieceSpec::new('C', "cannon", "mRcpR"),
            PieceSpec::new('A', "advisor", "F").confined(Confinement::Palace),
            PieceSpec::new('K', "general", "W")
                .royal()
                .confined(Confinement::Palace),
        ],
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    )
};

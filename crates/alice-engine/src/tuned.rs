//! Evaluation weights fitted by `alice tune` (generated; do not edit).
//!
//! alice tune --data data1.txt data2.txt --epochs 500
//! 209706 positions, k 0.5847: error 0.085459 with the hand-written weights, 0.075104 tuned.

use crate::eval::{feature::COUNT, EvalParams};

/// Weights of every feature (see `eval::feature`), middle game then end game.
#[rustfmt::skip]
pub const TUNED: EvalParams = EvalParams {
    mg: [
        93, // material pawn
        292, // material knight
        305, // material bishop
        541, // material rook
        1343, // material queen
        0, // placement pawn a1
        0, // placement pawn b1
        4, // placement pawn c1
        4, // placement pawn d1
        27, // placement pawn a2
        4, // placement pawn b2
        -13, // placement pawn c2
        -10, // placement pawn d2
        -20, // placement pawn a3
        -9, // placement pawn b3
        -61, // placement pawn c3
        -1, // placement pawn d3
        -16, // placement pawn a4
        -26, // placement pawn b4
        -56, // placement pawn c4
        -22, // placement pawn d4
        4, // placement pawn a5
        35, // placement pawn b5
        9, // placement pawn c5
        -30, // placement pawn d5
        180, // placement pawn a6
        -35, // placement pawn b6
        178, // placement pawn c6
        210, // placement pawn d6
        359, // placement pawn a7
        167, // placement pawn b7
        241, // placement pawn c7
        338, // placement pawn d7
        0, // placement pawn a8
        0, // placement pawn b8
        4, // placement pawn c8
        4, // placement pawn d8
        -165, // placement knight a1
        -62, // placement knight b1
        -183, // placement knight c1
        -48, // placement knight d1
        153, // placement knight a2
        -164, // placement knight b2
        7, // placement knight c2
        66, // placement knight d2
        2, // placement knight a3
        -188, // placement knight b3
        39, // placement knight c3
        83, // placement knight d3
        52, // placement knight a4
        170, // placement knight b4
        61, // placement knight c4
        82, // placement knight d4
        99, // placement knight a5
        37, // placement knight b5
        107, // placement knight c5
        75, // placement knight d5
        -198, // placement knight a6
        87, // placement knight b6
        88, // placement knight c6
        180, // placement knight d6
        -57, // placement knight a7
        76, // placement knight b7
        8, // placement knight c7
        53, // placement knight d7
        42, // placement knight a8
        266, // placement knight b8
        -10, // placement knight c8
        -45, // placement knight d8
        36, // placement bishop a1
        -79, // placement bishop b1
        -18, // placement bishop c1
        -147, // placement bishop d1
        125, // placement bishop a2
        26, // placement bishop b2
        -244, // placement bishop c2
        -7, // placement bishop d2
        -7, // placement bishop a3
        -121, // placement bishop b3
        44, // placement bishop c3
        14, // placement bishop d3
        74, // placement bishop a4
        107, // placement bishop b4
        -16, // placement bishop c4
        -8, // placement bishop d4
        156, // placement bishop a5
        22, // placement bishop b5
        47, // placement bishop c5
        51, // placement bishop d5
        40, // placement bishop a6
        108, // placement bishop b6
        44, // placement bishop c6
        -30, // placement bishop d6
        -88, // placement bishop a7
        64, // placement bishop b7
        -22, // placement bishop c7
        59, // placement bishop d7
        -40, // placement bishop a8
        -150, // placement bishop b8
        47, // placement bishop c8
        12, // placement bishop d8
        -19, // placement rook a1
        -40, // placement rook b1
        28, // placement rook c1
        -35, // placement rook d1
        -18, // placement rook a2
        -100, // placement rook b2
        -230, // placement rook c2
        -23, // placement rook d2
        -172, // placement rook a3
        -14, // placement rook b3
        -215, // placement rook c3
        7, // placement rook d3
        -35, // placement rook a4
        19, // placement rook b4
        -146, // placement rook c4
        -4, // placement rook d4
        -43, // placement rook a5
        -21, // placement rook b5
        -41, // placement rook c5
        -8, // placement rook d5
        -97, // placement rook a6
        67, // placement rook b6
        220, // placement rook c6
        -70, // placement rook d6
        -2, // placement rook a7
        -44, // placement rook b7
        -87, // placement rook c7
        2, // placement rook d7
        174, // placement rook a8
        145, // placement rook b8
        28, // placement rook c8
        82, // placement rook d8
        159, // placement queen a1
        -6, // placement queen b1
        84, // placement queen c1
        77, // placement queen d1
        43, // placement queen a2
        167, // placement queen b2
        88, // placement queen c2
        160, // placement queen d2
        135, // placement queen a3
        121, // placement queen b3
        67, // placement queen c3
        72, // placement queen d3
        114, // placement queen a4
        34, // placement queen b4
        163, // placement queen c4
        93, // placement queen d4
        95, // placement queen a5
        103, // placement queen b5
        124, // placement queen c5
        80, // placement queen d5
        268, // placement queen a6
        156, // placement queen b6
        156, // placement queen c6
        27, // placement queen d6
        34, // placement queen a7
        141, // placement queen b7
        176, // placement queen c7
        15, // placement queen d7
        44, // placement queen a8
        173, // placement queen b8
        81, // placement queen c8
        133, // placement queen d8
        143, // placement king a1
        45, // placement king b1
        -13, // placement king c1
        -26, // placement king d1
        162, // placement king a2
        -55, // placement king b2
        25, // placement king c2
        -47, // placement king d2
        -89, // placement king a3
        -36, // placement king b3
        -215, // placement king c3
        -91, // placement king d3
        -203, // placement king a4
        -293, // placement king b4
        -127, // placement king c4
        107, // placement king d4
        -39, // placement king a5
        -191, // placement king b5
        47, // placement king c5
        2, // placement king d5
        -144, // placement king a6
        -69, // placement king b6
        -165, // placement king c6
        149, // placement king d6
        -51, // placement king a7
        113, // placement king b7
        122, // placement king c7
        197, // placement king d7
        41, // placement king a8
        -266, // placement king b8
        -95, // placement king c8
        164, // placement king d8
        12, // mobility knight
        25, // mobility bishop
        21, // mobility rook
        11, // mobility queen
        -48, // transfer checks
        -7, // king escapes 0
        -20, // king escapes 1
        -6, // king escapes 2
        22, // king escapes 3
        -40, // king zone attacked
        8, // tied to the king's board
        1, // invaders on the king's board
        40, // tempo
    ],
    eg: [
        128, // material pawn
        232, // material knight
        270, // material bishop
        609, // material rook
        1249, // material queen
        0, // placement pawn a1
        0, // placement pawn b1
        4, // placement pawn c1
        4, // placement pawn d1
        52, // placement pawn a2
        -10, // placement pawn b2
        35, // placement pawn c2
        -39, // placement pawn d2
        7, // placement pawn a3
        -14, // placement pawn b3
        17, // placement pawn c3
        -20, // placement pawn d3
        50, // placement pawn a4
        -17, // placement pawn b4
        22, // placement pawn c4
        3, // placement pawn d4
        64, // placement pawn a5
        -50, // placement pawn b5
        20, // placement pawn c5
        18, // placement pawn d5
        48, // placement pawn a6
        137, // placement pawn b6
        52, // placement pawn c6
        53, // placement pawn d6
        -13, // placement pawn a7
        161, // placement pawn b7
        116, // placement pawn c7
        28, // placement pawn d7
        0, // placement pawn a8
        0, // placement pawn b8
        4, // placement pawn c8
        4, // placement pawn d8
        101, // placement knight a1
        -56, // placement knight b1
        -45, // placement knight c1
        22, // placement knight d1
        -74, // placement knight a2
        59, // placement knight b2
        -89, // placement knight c2
        -99, // placement knight d2
        -68, // placement knight a3
        -10, // placement knight b3
        -6, // placement knight c3
        -29, // placement knight d3
        -77, // placement knight a4
        -98, // placement knight b4
        -55, // placement knight c4
        -35, // placement knight d4
        -52, // placement knight a5
        -18, // placement knight b5
        -66, // placement knight c5
        -11, // placement knight d5
        -189, // placement knight a6
        -34, // placement knight b6
        -81, // placement knight c6
        -76, // placement knight d6
        -43, // placement knight a7
        -93, // placement knight b7
        -61, // placement knight c7
        -47, // placement knight d7
        -188, // placement knight a8
        -122, // placement knight b8
        -59, // placement knight c8
        16, // placement knight d8
        22, // placement bishop a1
        -99, // placement bishop b1
        -23, // placement bishop c1
        -141, // placement bishop d1
        -121, // placement bishop a2
        29, // placement bishop b2
        74, // placement bishop c2
        2, // placement bishop d2
        4, // placement bishop a3
        -41, // placement bishop b3
        -14, // placement bishop c3
        -24, // placement bishop d3
        -176, // placement bishop a4
        -26, // placement bishop b4
        5, // placement bishop c4
        14, // placement bishop d4
        -83, // placement bishop a5
        -35, // placement bishop b5
        1, // placement bishop c5
        40, // placement bishop d5
        3, // placement bishop a6
        -24, // placement bishop b6
        3, // placement bishop c6
        12, // placement bishop d6
        -23, // placement bishop a7
        -6, // placement bishop b7
        -23, // placement bishop c7
        -42, // placement bishop d7
        98, // placement bishop a8
        -75, // placement bishop b8
        -29, // placement bishop c8
        -42, // placement bishop d8
        4, // placement rook a1
        48, // placement rook b1
        7, // placement rook c1
        -27, // placement rook d1
        88, // placement rook a2
        112, // placement rook b2
        88, // placement rook c2
        56, // placement rook d2
        125, // placement rook a3
        25, // placement rook b3
        125, // placement rook c3
        5, // placement rook d3
        59, // placement rook a4
        46, // placement rook b4
        62, // placement rook c4
        59, // placement rook d4
        79, // placement rook a5
        50, // placement rook b5
        121, // placement rook c5
        50, // placement rook d5
        80, // placement rook a6
        45, // placement rook b6
        -10, // placement rook c6
        80, // placement rook d6
        81, // placement rook a7
        83, // placement rook b7
        111, // placement rook c7
        93, // placement rook d7
        36, // placement rook a8
        42, // placement rook b8
        80, // placement rook c8
        55, // placement rook d8
        -197, // placement queen a1
        317, // placement queen b1
        -124, // placement queen c1
        -221, // placement queen d1
        -134, // placement queen a2
        116, // placement queen b2
        153, // placement queen c2
        -138, // placement queen d2
        101, // placement queen a3
        123, // placement queen b3
        31, // placement queen c3
        204, // placement queen d3
        -60, // placement queen a4
        133, // placement queen b4
        217, // placement queen c4
        211, // placement queen d4
        -179, // placement queen a5
        101, // placement queen b5
        34, // placement queen c5
        287, // placement queen d5
        -91, // placement queen a6
        -45, // placement queen b6
        115, // placement queen c6
        322, // placement queen d6
        102, // placement queen a7
        218, // placement queen b7
        91, // placement queen c7
        274, // placement queen d7
        94, // placement queen a8
        126, // placement queen b8
        205, // placement queen c8
        112, // placement queen d8
        53, // placement king a1
        38, // placement king b1
        40, // placement king c1
        55, // placement king d1
        -13, // placement king a2
        67, // placement king b2
        5, // placement king c2
        54, // placement king d2
        17, // placement king a3
        32, // placement king b3
        116, // placement king c3
        79, // placement king d3
        30, // placement king a4
        116, // placement king b4
        37, // placement king c4
        -1, // placement king d4
        -22, // placement king a5
        76, // placement king b5
        20, // placement king c5
        -27, // placement king d5
        99, // placement king a6
        80, // placement king b6
        48, // placement king c6
        -42, // placement king d6
        97, // placement king a7
        87, // placement king b7
        33, // placement king c7
        -33, // placement king d7
        181, // placement king a8
        107, // placement king b8
        -172, // placement king c8
        -31, // placement king d8
        -4, // mobility knight
        -5, // mobility bishop
        -12, // mobility rook
        -44, // mobility queen
        8, // transfer checks
        -81, // king escapes 0
        -4, // king escapes 1
        52, // king escapes 2
        34, // king escapes 3
        11, // king zone attacked
        -25, // tied to the king's board
        1, // invaders on the king's board
        -16, // tempo
    ],
};

const _: () = assert!(COUNT == 210);

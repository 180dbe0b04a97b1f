// Fairy-Stockfish's built-in variants that variants.ini sections inherit from, restated as
// variants.ini sections (their rules as its documentation and variant list describe them).
#include "tools/import/resolve.h"

namespace chimera::import {

namespace {

const char *kBuiltins = R"([chess]
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
promotionPieceTypes = nbrq

[crazyhouse:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1
pieceDrops = true
capturesToHand = true

[pocketknight:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1
pieceDrops = true

[placement:chess]
startFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1
pieceDrops = true
mustDrop = true
dropRegionWhite = *1
dropRegionBlack = *8
dropOppositeColoredBishop = true
castlingDroppedPiece = true

[3check:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1
checkCounting = true

[kingofthehill:chess]
flagPiece = k
flagRegion = d4 e4 d5 e5

[racingkings:chess]
startFen = 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1
flagPiece = k
flagRegion = *8
flagMove = true
castling = false
checking = false

[giveaway:chess]
commoner = k
castlingKingPiece = k
promotionPieceTypes = nbrqk
stalemateValue = win
extinctionValue = win
extinctionPieceTypes = *
mustCapture = true

[antichess:giveaway]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
castling = false

[extinction:chess]
commoner = k
castlingKingPiece = k
promotionPieceTypes = nbrqk
extinctionValue = loss
extinctionPieceTypes = kqrbnp

[nocheckatomic:chess]
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
blastOnCapture = true

[atomic:nocheckatomic]
extinctionPseudoRoyal = true

[makruk:chess]
bishop = -
queen = -
silver = s
fers = m
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1
promotionRegionWhite = *6 *7 *8
promotionRegionBlack = *3 *2 *1
promotionPieceTypes = m
doubleStep = false
castling = false
nMoveRule = 0
countingRule = makruk

[cambodian:makruk]
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1
gating = true
cambodianMoves = true
countingRule = cambodian

[sittuyin:makruk]
fers = f
startFen = 8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1
pieceDrops = true
mustDrop = true
dropRegionWhite = *1 *2 *3
dropRegionBlack = *8 *7 *6
sittuyinRookDrop = true
sittuyinPromotion = true
promotionRegionWhite = a8 b7 c6 d5 e5 f6 g7 h8
promotionRegionBlack = a1 b2 c3 d4 e4 f3 g2 h1
promotionPieceTypes = f
promotionLimit = f:1
countingRule = asean
nMoveRule = 50

[fischerandom:chess]
chess960 = true

[losalamos:chess]
maxRank = 6
maxFile = 6
bishop = -
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = nrq
doubleStep = false
castling = false

[gardner:chess]
maxRank = 5
maxFile = 5
startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
promotionRegionWhite = *5
promotionRegionBlack = *1
doubleStep = false
castling = false

[capablanca:chess]
maxFile = 10
archbishop = a
chancellor = c
castlingKingsideFile = i
castlingQueensideFile = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionPieceTypes = acqrbn

[caparandom:capablanca]
chess960 = true

[janus:chess]
maxFile = 10
archbishop = j
castlingKingsideFile = i
castlingQueensideFile = b
startFen = rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1
promotionPieceTypes = jqrbn

[grand:chess]
maxRank = 10
maxFile = 10
archbishop = a
chancellor = c
startFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1
promotionPieceTypes = acqrbn
promotionRegionWhite = *8 *9 *10
promotionRegionBlack = *3 *2 *1
promotionLimit = a:1 c:1 q:1 r:2 b:2 n:2
mandatoryPawnPromotion = false
immobilityIllegal = true
doubleStepRegionWhite = *3
doubleStepRegionBlack = *8
castling = false

[breakthrough]
breakthrough = p
startFen = pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1
doubleStep = false
castling = false
stalemateValue = loss
flagPiece = p
flagRegionWhite = *8
flagRegionBlack = *1

[minishogi]
maxRank = 5
maxFile = 5
shogiPawn = p
silver = s
gold = g
bishop = b
dragonHorse = h
rook = r
bers = d
king = k
startFen = rbsgk/4p/5/P4/KGSBR[-] w 0 1
pieceDrops = true
capturesToHand = true
promotionRegionWhite = *5
promotionRegionBlack = *1
doubleStep = false
castling = false
promotedPieceType = p:g s:g b:h r:d
dropNoDoubled = p
immobilityIllegal = true
shogiPawnDropMateIllegal = true
stalemateValue = loss
nFoldRule = 4
nMoveRule = 0
perpetualCheckIllegal = true
nFoldValue = loss
nFoldValueAbsolute = true

[gorogoro:minishogi]
maxRank = 6
startFen = sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1
promotionRegionWhite = *5 *6
promotionRegionBlack = *2 *1
nFoldValue = draw
nFoldValueAbsolute = false

[shogi:minishogi]
maxRank = 9
maxFile = 9
lance = l
shogiKnight = n
startFen = lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1
promotionRegionWhite = *7 *8 *9
promotionRegionBlack = *3 *2 *1
promotedPieceType = p:g s:g b:h r:d l:g n:g
nFoldValue = draw
nFoldValueAbsolute = false

[xiangqi]
maxRank = 10
maxFile = 9
rook = r
horse = n
king = k:W
cannon = c
soldier = p
elephant = b
fers = a
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
mobilityRegionWhiteKing = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackKing = d8 e8 f8 d9 e9 f9 d10 e10 f10
mobilityRegionWhiteFers = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackFers = d8 e8 f8 d9 e9 f9 d10 e10 f10
mobilityRegionWhiteElephant = *1 *2 *3 *4 *5
mobilityRegionBlackElephant = *6 *7 *8 *9 *10
soldierPromotionRank = 6
doubleStep = false
castling = false
stalemateValue = loss
perpetualCheckIllegal = true
flyingGeneral = true
chasingRule = axf

[janggi:xiangqi]
fers = -
cannon = -
elephant = -
wazir = a
janggiCannon = c
janggiElephant = b
startFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1
mobilityRegionWhiteWazir = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackWazir = d8 e8 f8 d9 e9 f9 d10 e10 f10
soldierPromotionRank = 1
flyingGeneral = false
bikjangRule = true
materialCounting = janggi
diagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10
pass = true
chasingRule = none

[janggimodern:janggi]
bikjangRule = false
moveRepetitionIllegal = true
nFoldRule = 4
nMoveRule = 100

[amazons]
maxRank = 10
maxFile = 10
customPiece1 = q:mQ
startFen = 3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1
stalemateValue = loss
wallingRule = arrow

[ataxx]
maxRank = 7
maxFile = 7
customPiece1 = p:mDmNmA
startFen = P5p/7/7/7/7/7/p5P w 0 1
pieceDrops = true
doubleStep = false
castling = false
stalemateValue = loss
stalematePieceCount = true
passOnStalemate = true
enclosingDrop = ataxx
flipEnclosedPieces = ataxx
freeDrops = true
materialCounting = unweighted
adjudicateFullBoard = true
nMoveRule = 0

[snailtrail]
maxRank = 7
maxFile = 7
customPiece1 = p:mK
startFen = 6p/7/7/7/7/7/P6 w - - 0 1
stalemateValue = loss
wallingRule = past

[flipello]
immobile = p
startFen = 8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w 0 1
pieceDrops = true
doubleStep = false
castling = false
stalemateValue = loss
stalematePieceCount = true
passOnStalemate = true
enclosingDrop = reversi
enclosingDropStart = d4 e4 d5 e5
flipEnclosedPieces = reversi
materialCounting = unweighted
adjudicateFullBoard = true
)";

} // namespace

const IniFile &builtins() {
  static const IniFile ini = [] {
    Diagnostics d;
    return parse_ini(kBuiltins, "<built-in>", d);
  }();
  return ini;
}

} // namespace chimera::import

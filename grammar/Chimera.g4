// The Chimera variant definition language, version 1.
//
// One file holds one variant. Keywords are soft: wherever the language expects a name (a piece,
// a variant) any keyword may be used as one, so a piece may be called "king" or "rook".
// Betza strings, FENs and regions' square names are checked by the compiler, not here, so that
// their errors can point at the exact character.
grammar Chimera;

file
    : variant EOF
    ;

variant
    : 'variant' name ('extends' parent=STRING)? '{' item* '}'
    ;

item
    : 'title' STRING ';'                                      # titleItem
    | 'rotated' ';'                                           # rotatedItem
    | 'board' size ';'                                        # boardItem
    | 'holes' region ';'                                      # holesItem
    | 'piece' name letter '{' pieceProp* '}'                  # pieceItem
    | 'remove' 'piece' name ';'                               # removeItem
    | 'remove' (what=('castling' | 'promotion' | 'drops' | 'holes' | 'walls' | 'counting' | 'shuffle') | 'perpetual' what='chase') ';'  # removeRuleItem
    | 'start' STRING ';'                                      # startItem
    | 'region' name region ';'                                # regionItem
    | 'promotion' '{' promotionProp* '}'                      # promotionItem
    | 'castling' '{' castlingProp* '}'                        # castlingItem
    | 'shuffle' region ('{' shuffleProp* '}' | ';')           # shuffleItem
    | 'drops' '{' dropProp* '}'                               # dropsItem
    | 'gating' '{' gatingProp* '}'                            # gatingItem
    | 'walls' '{' wallProp* '}'                               # wallsItem
    | 'rules' '{' ruleProp* '}'                               # rulesItem
    | 'option' name '{' optionValue+ '}'                      # optionItem
    ;

// One value of an option and the declarations it adds, as if written at the end of the
// variant. The first value is the default.
optionValue
    : (name | INT) '{' item* '}'
    ;

size
    : BOARDSIZE
    | INT 'x' INT
    ;

letter
    : plus='+'? (name | INT)
    ;

pieceProp
    : color=('white' | 'black')? 'moves' STRING ('from' from=region)? ('within' within=region)?
      ('onto' onto=region)? moveClause* ';'                   # movesProp
    | 'rotated' ';'                                           # rotatedProp
    | 'checks' STRING ';'                                     # checksProp
    | 'confronts' STRING ';'                                  # confrontsProp
    | 'fallback' STRING ';'                                   # fallbackProp
    | 'confined' region ';'                                   # confinedProp
    | 'royal' (when='when' 'last')? ';'                       # royalProp
    | 'escapes' 'only' 'by' 'capture' ';'                     # escapesProp
    | 'first' 'lost' 'when' how=('checked' | 'aimed') ('by' name+)? ';'  # firstLostProp
    | 'value' number ';'                                      # valueProp
    | 'screen' side=('friend' | 'enemy')? name+ ':' how=('none' | 'adjacent' | 'slide') ';'  # screenProp
    | 'cannot' 'capture' name+ ';'                            # cannotCaptureProp
    | 'immobile' ';'                                          # immobileProp
    | 'taken' 'en' 'passant' ';'                              # takenEnPassantProp
    ;

// Conditions and effects of one `moves` line, after its regions.
moveClause
    : 'screen' side=('friend' | 'enemy')                      # screenRule
    | 'pierces' ('except' name (',' name)*)?                  # pierceRule
    | 'explodes'                                              # explodeRule
    | 'first'                                                 # firstRule
    | 'not' 'in' 'check'                                      # notInCheckRule
    ;

promotionProp
    : 'pieces' name+ ';'                                      # promotePieces
    | color=('white' | 'black')? 'zone' region ';'            # promoteZone
    | color=('white' | 'black')? 'to' name+ ';'               # promoteChoices
    | 'limit' (name INT)+ ';'                                 # promoteLimit
    | 'mandatory' ';'                                         # promoteMandatory
    | 'optional' ';'                                          # promoteOptional
    | 'leaving' ';'                                           # promoteLeaving
    | 'reverts' ';'                                           # promoteReverts
    | 'by' 'capture' ';'                                      # promoteByCapture
    | 'in' 'place' ';'                                        # promoteInPlace
    | 'anywhere' 'when' 'last' ';'                            # promoteAnywhere
    | 'not' 'attacking' ';'                                   # promoteNotAttacking
    ;

dropProp
    : 'captured' ';'                                          # dropCaptured
    | 'blasted' ';'                                           # dropBlasted
    | color=('white' | 'black')? 'zone' name region ';'       # dropZone
    | 'one-per-file' name+ ';'                                # dropOnePerFile
    | 'at' 'most' INT name+ 'per' 'file' ';'                  # dropPerFile
    | 'no-mate' name+ ';'                                     # dropNoMate
    | color=('white' | 'black')? 'no-drop' name+ ';'          # dropNever
    | 'push' name INT ';'                                     # dropPush
    | 'unlimited' name+ ';'                                   # dropUnlimited
    | 'adjacent' ';'                                          # dropAdjacent
    | 'enclosing' ';'                                         # dropEnclosing
    | 'stacked' (every='from' 'every' 'side')? ';'            # dropStacked
    | 'away' 'from' 'enemy' lines+=lineWord* ';'              # dropAway
    | color=('white' | 'black')? 'opening' region ';'         # dropOpening
    | 'must' 'drop' name* ';'                                 # dropMust
    | 'opposite-colours' name+ ';'                            # dropOppositeColours
    | 'promoted' name+ ';'                                    # dropPromoted
    | 'keep' 'promotions' ';'                                 # dropKeepPromotions
    ;

// Walls: after his move the player puts a wall on a square the rule allows.
wallProp
    : 'place' how=('anywhere' | 'reachable' | 'behind' | 'edge') ';'  # wallPlace
    | 'zone' region ';'                                       # wallZone
    | 'moving' ';'                                            # wallMoving
    | 'instead' 'of' 'a' 'move' ';'                           # wallInstead
    ;

gatingProp
    : 'pieces' name+ ';'                                      # gatePieces
    | 'zone' region ';'                                       # gateZone
    ;

castlingProp
    : 'with' name+ ';'                                        # castleWith
    | 'king' name ('on' at=name)? ';'                         # castleKing
    | 'dropped' ';'                                           # castleDropped
    | 'opposite' 'wings' ';'                                  # castleOpposite
    | color=('white' | 'black')? side=('kingside' | 'queenside') 'king' kingFile=name 'rook' rookFile=name ';'  # castleSide
    ;

// The pieces whose moves reset the n-move count: for both sides, or for the side named.
resetSet
    : color=('white' | 'black')? name (',' name)*
    ;

// A constraint on the arrangements a shuffle may draw.
shuffleProp
    : name+ 'on' 'both' 'colours' ';'                        # shuffleColours
    | name 'between' name ';'                                 # shuffleBetween
    ;

ruleProp
    : 'stalemate' outcome ';'                                 # stalemateRule
    | 'checkmate' outcome ('when' mateCondition)? ';'         # checkmateRule
    | 'move-rule' INT ('reset' 'by' resetSet ('and' resetSet)*)? ';'  # moveRule
    | 'repetition' INT outcome? ('for' side=('white' | 'black'))? ';'  # repetitionRule
    | side=('white' | 'black')? 'pass' (when='when' 'stalemated')? ';'  # passRule
    | 'flip' how=('adjacent' | 'enclosed') (lone='except' 'lone' 'drops')? ';'  # flipRule
    | 'petrify' name (',' name)* ';'                          # petrifyRule
    | 'check' which=('all' | 'any') ';'                       # checkRule
    | 'must' 'capture' ';'                                    # mustCaptureRule
    | drop='drop'? 'checks' 'forbidden' ';'                   # checksForbiddenRule
    | 'blast' 'radius' INT ('except' except+=name (',' except+=name)*)?
      ('immune' immune+=name (',' immune+=name)*)? petrifies='petrifies'? ';'  # blastRule
    | 'perpetual' 'check' outcome ';'                         # perpetualRule
    | 'shuttling' outcome ('by' name (',' name)*)? ';'        # shuttlingRule
    | 'perpetual' 'chase' outcome '{' chaseItem* '}'          # perpetualChaseRule
    | 'counting' ('without' without+=name (',' without+=name)*)? '{' countingItem* '}'  # countingRule
    | 'draws' 'decided' 'by' 'points' '{' pointsItem* '}'   # drawPointsRule
    | side=('white' | 'black')? outcome 'when' condition ('and' condition)*
      (points='decided' 'by' 'points')?
      (after='after' 'reply' | unless='unless' 'answered' answer? | moving='after' 'moving')? ';'  # goalRule
    ;

// The answer `unless answered` allows: a move of one of these pieces into the region.
answer
    : 'by' typeName+? 'in' region
    ;

// When a checkmate has another result: the pieces that give it, or the series of checks before it.
mateCondition
    : 'given' 'by' name (',' name)*                          # mateGivenBy
    | 'no' 'check' 'by' name (',' name)*                      # mateNoCheckBy
    ;

// A line of a perpetual chase rule: the chasers by rank (strongest first), the pieces chased.
chaseItem
    : 'by' ranks+=chaseRank ('>' ranks+=chaseRank)* ';'       # chaseBy
    | 'of' name (',' name)* ('in' region)? ';'                # chaseOf
    ;

chaseRank
    : name (',' name)*
    ;

// A line of a counting rule: board's honour, pieces' honour (a bare side), where the count starts.
countingItem
    : 'board' INT ('up' 'to' upTo=INT 'pieces')? ('with' with+=name (',' with+=name)*)? ';'  # countingBoard
    | 'bare' INT ('when' condition ('and' condition)*)? ';'   # countingBare
    | 'bare' 'from' 'zero' ';'                                # countingFromZero
    ;

// A line of `draws decided by points`: the points of each piece of the named types on the
// board, or what a side gets beyond its pieces.
pointsItem
    : side=('white' | 'black') number ';'                    # pointsBonus
    | name (',' name)* number ';'                             # pointsPieces
    ;

// A condition of a goal, about the side the goal concerns (or, with 'opponent', the other).
// Its lists of types never hold `in` or `and` (typeName), so 'fewer X and Y in R' is a
// `fewer` condition and a reach, 'X in R and Y in a 2x2 square' a reach and a square, and
// '5 X in a line and Y in rank 7' a line and a reach.
condition
    : opponent='opponent'? 'count' typeName+ ('in' region)? op=('=' | '<' | '<=' | '>' | '>=') INT # countCondition
    | cmp=('more' | 'fewer') typeName+?                       # moreCondition
    | INT? typeName+? 'in' region safe='safe'?                # reachCondition
    | INT typeName+? 'in' 'a' shape=('row' | 'line') lines+=lineWord* # rowCondition
    | typeName+? 'in' 'a' size 'square'                       # squareCondition
    | typeName+? 'connect' from=region 'with' to=region lines+=lineWord* # connectCondition
    | 'checks' INT                                            # checksCondition
    | 'board' 'full'                                          # boardFullCondition
    | region 'full'                                           # regionFullCondition
    | 'castled' side=('kingside' | 'queenside')?              # castledCondition
    | 'castling' 'lost' side=('kingside' | 'queenside')?      # castlingLostCondition
    | 'both' 'passed'                                         # bothPassedCondition
    | 'stalemated'                                            # stalematedCondition
    ;

lineWord
    : 'horizontally' | 'vertically' | 'diagonally' | 'orthogonally'
    ;

outcome
    : 'draw' | 'loss' | 'win'
    ;

// A region, seen from the side that owns it: rank 1 is that side's first rank.
region
    : regionTerm (',' regionTerm)*
    ;

regionTerm
    : 'rank' INT ('to' INT)?                                  # rankTerm
    | 'ranks' INT 'to' INT                                    # rankTerm
    | 'file' name ('to' name)?                                # fileTerm
    | 'files' name 'to' name                                  # fileTerm
    | name 'to' name                                          # rectTerm
    | name                                                    # squareTerm
    ;

number
    : INT | DECIMAL
    ;

// A name may be any word, keywords included. The types a goal's condition names may not be
// `in` or `and`: the words that end the list ("Elephant in a line vertically and Squire in
// rank 7" is a line and a reach, never a reach of the pieces "Elephant in a line ...").
name
    : typeName | 'in' | 'and'
    ;

typeName
    : IDENT
    | 'variant' | 'extends' | 'title' | 'board' | 'piece' | 'remove' | 'start' | 'promotion'
    | 'castling' | 'rules' | 'moves' | 'royal' | 'value' | 'pieces' | 'zone' | 'to'
    | 'mandatory' | 'optional' | 'limit' | 'with' | 'kingside' | 'queenside' | 'king' | 'rook'
    | 'stalemate' | 'repetition' | 'draw' | 'loss' | 'win' | 'rank' | 'ranks' | 'file' | 'files'
    | 'x' | 'region' | 'from' | 'confined' | 'within' | 'checks' | 'screen' | 'friend' | 'enemy'
    | 'none' | 'adjacent' | 'slide' | 'cannot' | 'capture' | 'pass' | 'confronts' | 'drops' | 'captured'
    | 'leaving' | 'gating' | 'move-rule' | 'one-per-file' | 'no-mate' | 'option' | 'fallback' | 'push'
    | 'pierces' | 'except' | 'explodes' | 'last' | 'escapes' | 'only' | 'by' | 'first' | 'lost'
    | 'checked' | 'not' | 'check' | 'checkmate' | 'all' | 'any' | 'must' | 'forbidden' | 'drop'
    | 'blast' | 'radius' | 'immune' | 'perpetual' | 'white' | 'black' | 'when' | 'after'
    | 'reply' | 'unless' | 'answered' | 'opponent' | 'count' | 'safe' | 'aimed' | 'for'
    | 'walls' | 'reachable' | 'behind' | 'edge' | 'moving' | 'instead'
    | 'a' | 'move' | 'immobile' | 'unlimited' | 'enclosing' | 'stacked' | 'opening' | 'stalemated'
    | 'flip' | 'enclosed' | 'petrify' | 'petrifies' | 'full' | 'both' | 'passed' | 'more' | 'fewer'
    | 'row' | 'line' | 'square' | 'connect' | 'horizontally' | 'vertically' | 'diagonally' | 'orthogonally'
    | 'on' | 'dropped' | 'shuffle' | 'colours' | 'between' | 'given' | 'no' | 'reset'
    | 'taken' | 'en' | 'passant' | 'reverts' | 'place' | 'anywhere' | 'attacking'
    | 'opposite-colours' | 'promoted' | 'keep' | 'promotions'
    | 'rotated' | 'at' | 'most' | 'per' | 'holes'
    | 'counting' | 'without' | 'up' | 'bare' | 'zero' | 'chase' | 'of'
    | 'draws' | 'decided' | 'points' | 'onto' | 'shuttling'
    | 'no-drop' | 'blasted' | 'every' | 'side' | 'away' | 'opposite' | 'wings' | 'lone' | 'castled'
    ;

BOARDSIZE : [0-9]+ [xX] [0-9]+ ;
DECIMAL   : [0-9]+ '.' [0-9]+ ;
INT       : [0-9]+ ;
// A name may start with digits when a letter or '_' follows them (3check, 4x5chess); digits
// alone are a number and 8x8 is a board size (on a tie the earlier rule wins).
IDENT     : [0-9]* [A-Za-z_] ( [A-Za-z0-9_-]* [A-Za-z0-9_] )? ;
STRING    : '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* '"' ;

LINE_COMMENT  : ( '//' | '#' ) ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WS            : [ \t\r\n\f]+ -> skip ;

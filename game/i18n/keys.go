package i18n

// Key names one text of the catalogue. Keys are typed constants so that a text cannot be
// asked for by a free string; catalogue.go holds the texts in the same order.
type Key uint16

// The keys, grouped as the screens use them.
const (
	// Application and common buttons
	AppName Key = iota
	AppTagline
	Back
	OK
	Cancel
	Close
	Next
	On
	Off

	// Main menu
	MenuContinue
	ContinueDetail
	MenuNewGame
	MenuLoadRecord
	MenuSettings
	MenuAbout
	MenuQuit
	ConfirmReplaceGame

	// The games
	GameJunqi
	GameJunqiHelp
	GameNapoleon
	GameNapoleonHelp

	// New game
	ChooseGame
	GameOptions
	DefaultOptions
	StartGame
	PlayerHuman
	PlayerComputer

	// Junqi options
	OptPlayers
	Players2
	Players2Help
	Players4Teams
	Players4TeamsHelp
	Players4FFA
	Players4FFAHelp
	Players3
	Players3Help
	OptMode
	ModeOpen
	ModeOpenHelp
	ModeDark
	ModeDarkHelp
	ModeFlip
	ModeFlipHelp
	OptSecretDeploy
	OptSecretDeployHelp
	OptTurnOrder
	OptTurnOrderHelp
	TurnOrderCCW
	TurnOrderCW
	OptNoCapture
	OptNoCaptureHelp
	NoCaptureValue
	OptBattleReveal
	OptBattleRevealHelp
	OptAlliesSee
	OptAlliesSeeHelp
	OptHandOver
	OptHandOverHelp
	OptTurnBoard
	OptTurnBoardHelp
	OptRankNumbers
	OptRankNumbersHelp

	// Napoleon options
	OptBoardSize
	OptBoardSizeHelp
	BoardSizeValue
	// Any board, giant fields (issue 12)
	BoardPanels
	BoardCustom
	BoardCustomHelp
	OptBoardWidth
	OptBoardHeight
	BoardSideValue
	BoardHolds
	ArmyScaledValue
	ArmyNoFit
	OptArmy
	Army16
	Army16Help
	Army20
	Army20Help
	Army16Of20
	Army16Of20Help
	ArmyFree
	ArmyFreeHelp
	OptArmySize
	ArmySizeValue
	OptExtraDrum
	OptExtraDrumHelp
	OptTarget
	OptTargetHelp
	TargetValue
	TargetSuggested
	OptTurnLimit
	OptTurnLimitHelp
	TurnLimitValue
	OptMiddle
	OptMiddleHelp
	MiddleNeutral
	MiddleNeutralHelp
	MiddleLow
	MiddleLowHelp
	MiddleHigh
	MiddleHighHelp
	OptDrumsScare
	OptDrumsScareHelp
	OptDrumPush
	OptDrumPushHelp
	OptAntique
	OptAntiqueHelp
	OptTerrain
	OptTerrainHelp
	TerrainNone
	TerrainPreset
	TerrainPresetHelp
	TerrainRandom
	TerrainRandomHelp
	TerrainEdit
	TerrainEditHelp
	TerrainMapName
	OptFirstPlayer
	OptFirstPlayerHelp
	FirstByLot
	FirstSeat
	FirstLotResult

	// Terrain tiles
	TerrainPlain
	TerrainVillage
	TerrainVillageHelp
	TerrainForest
	TerrainForestHelp
	TerrainMarsh
	TerrainMarshHelp
	TerrainHill
	TerrainHillHelp

	// Junqi pieces
	PieceMarshal
	PieceGeneral
	PieceMajorGen
	PieceBrigadier
	PieceColonel
	PieceMajor
	PieceCaptain
	PieceLieutenant
	PieceEngineer
	PieceLandmine
	PieceBomb
	PieceFlag
	PieceHidden
	PieceFaceDown

	// Napoleon pieces; the antique set shares infantry and cavalry
	PieceNapGeneral
	PieceNapDrum
	PieceNapInfantry
	PieceNapCavalry
	PieceNapCannon
	PieceAntChariot
	PieceAntElephant
	PieceAntArchers

	// Seats, full and one-letter
	SeatSouth
	SeatNorth
	SeatEast
	SeatWest
	SeatSouthShort
	SeatNorthShort
	SeatEastShort
	SeatWestShort
	SeatEmpty
	TeamOf
	Ally

	// Directions (cannon facings)
	DirN
	DirNE
	DirE
	DirSE
	DirS
	DirSW
	DirW
	DirNW

	// Deployment
	DeployTitle
	DeployHint
	DeploySwapHint
	DeployRandom
	DeployClear
	DeployLayouts
	DeploySaveLayout
	DeployLayoutName
	DeployLayoutDefault
	DeployDeleteLayout
	DeployLeft
	DeployReady
	DeployCannonHint
	CannonFacing
	DeployLookAway
	DeployPickArmy
	DeployPicked
	PlaceErrCamp
	PlaceErrFlag
	PlaceErrMine
	PlaceErrBomb
	PlaceErrCentre
	PlaceErrArea
	PlaceErrOwnArea
	PlaceErrZone
	PlaceErrForest
	PlaceErrMarsh
	PlaceErrIncomplete
	PlaceErrDrums
	PlaceErrCount

	// Hand-over between players
	HandOverPass
	HandOverHidden

	// Play
	TurnToMove
	ComputerThinking
	LastMove
	SelectHint
	EndTurn
	ShowSight
	ShowSightHelp
	PushHint
	FlipHint
	FlipFirst
	YourColour
	PieceCannotMove
	PieceRested
	MoveRefused
	SeatOut
	NoCaptureCount
	PointsBeyond
	TurnNumber
	TurnNumberOfLimit
	Done
	Undo
	SightShort
	ZoomWhole // the zoomed board's button: show the whole board
	ZoomIn    // …and back to the zoomed board
	TerrainEditHint
	TerrainEditTurned
	MovedAlready
	MoveFirst
	ScoreLine

	// Junqi deployment and play
	JqLayoutLeftFlag
	JqLayoutRightFlag
	JqLayoutCentral
	JqLayoutFortress
	JqLayoutChosen
	JqDeployed
	JqPicked
	JqDropped
	JqSwapped
	JqNotArea
	JqEmptyPoint
	JqNotYours
	JqFlagFixed
	JqMineFixed
	JqHQFixed
	JqBlocked
	JqIllegal
	JqNotNow
	JqSelected
	JqSelectedOne
	JqMoved
	JqFlipped
	JqOutList
	JqDrawQuestion
	JqAcceptedBy
	JqPieceOf

	// In-game menu, draws and resignation
	GameMenu
	Resign
	ResignConfirm
	OfferDraw
	DrawOffered
	OfferEnd
	OfferEndHelp
	EndOffered
	Accept
	Decline
	OfferDeclined
	SaveRecord
	SaveRecordAtEnd // Save record, disabled while hidden pieces are in play
	MainMenu

	// Game over; a reason names the seat that lost where it has one
	GameOver
	WinnerSeat
	WinnerTeam
	ResultDraw
	ReasonFlag
	ReasonNoMoves
	ReasonFlagMany    // several seats lost: the last flag fell
	ReasonNoMovesMany // several seats lost: the last had no move
	ReasonResign
	ReasonAgreed
	ReasonNoCapture
	ReasonRepetition
	ReasonTarget
	ReasonCount
	ReasonTurnLimit
	ReasonEqualCount
	Rematch

	// Records and saves
	PickFile
	RecordSavedAs
	RecordDownloaded
	RecordsFolder
	NoRecords
	GameRestored
	ErrRecord
	ErrRecordEmpty
	ErrSaveCorrupt
	ErrSaveForeign
	ErrSaveFailed
	ErrStorageFull
	ErrStorageOff
	ErrSettingsReset
	ErrUnexpected

	// Settings
	SettingLanguage
	LanguageSystem
	SettingOrientation
	OrientSouth
	OrientMover
	SettingSound

	// About
	AboutText
	AboutVersion
	AboutFont
	AboutNapoleon
	AboutEngine

	// The side panel beside the board
	PanelMoves
	PanelLost
	PanelNoneLost
	PanelUnknownRanks
	PanelNoCapture
	PanelResigned
	PanelDrawAgreed
	PanelScoreTitle
	PanelScoreOf
	PanelRested
	PanelRestedNone
	PanelPlayedTwice

	// Computer players
	OptSeatHelp
	LevelEasy
	LevelNormal
	LevelHard
	ComputerPlayed
	SettingPace
	PaceInstant
	PaceNormal
	PaceSlow
	MenuHint
	HintOn
	HintOff
	HintThinking
	HintMove
	QueuedResign
	QueuedDraw
	ComputerFailed
	TakeBack
	TookBack
	ComputerWait
	HintPiece
	PanelLostCounter
	Replay
	ReplayTitle
	ReplayPlay
	ReplayPause
	ReplayAll
	ReplayAllSeen
	ReplaySeenBy
	ReplayFast

	// Marks (issue 14.3)
	MarkTitle
	MarkLabels
	MarkWatch
	MarkClear
	CountOpen
	CountTitle
	CountOut
	CountRange
	CountHidden
	CountMarkHint
	// Saved layouts (issue 14.4)
	LayoutLoad
	LayoutMirror
	LayoutMirrorCurrent
	LayoutExport
	LayoutDelete
	LayoutDeleteSure
	LayoutImport
	LayoutBuiltin
	LayoutSavedOn
	LayoutSaved
	LayoutDeleted
	LayoutImported
	LayoutExported
	LayoutDownloaded
	LayoutRefused
	LayoutNotReady
	LayoutBadText
	LayoutSkipped
	LayoutNone
	LayoutFailed
	LayoutFiles
	// Saved layouts: names and text (issue 14.4)
	LayoutRename
	LayoutRenameTitle
	LayoutRenamed
	LayoutNameEmpty
	LayoutNameTaken
	LayoutCopy
	LayoutCopied
	LayoutCopyTitle
	LayoutCopyByHand
	LayoutCopyNoHelper
	LayoutPaste
	LayoutPasteHelp
	LayoutPasteHelpNapoleon
	LayoutPasteImport
	LayoutPasteEmpty
	LayoutPasteBad
	JqLayoutMineWall
	JqLayoutScouts
	NapLayoutBattleLine
	NapLayoutCannonScreen
	NapLayoutStrongWings
	// How to play, faces, sound (issue 14.7, 14.9)
	MenuHowTo
	HowToPage
	HowToPrev
	HowToNext
	SettingFaces
	FacesLanguage
	FacesChinese
	FaceMarshal
	FaceGeneral
	FaceMajorGen
	FaceBrigadier
	FaceColonel
	FaceMajor
	FaceCaptain
	FaceLieutenant
	FaceEngineer
	FaceLandmine
	HowGoal
	HowJqGoalText
	HowJqRanks
	HowJqRanksText
	HowJqSpecial
	HowJqSpecialText
	HowJqMove
	HowJqMoveText
	HowJqCamps
	HowJqCampsText
	HowJqModes
	HowJqModesText
	HowJqFour
	HowJqFourText
	HowNpGoalText
	HowNpPieces
	HowNpPiecesText
	HowNpCapture
	HowNpCaptureText
	HowNpCannon
	HowNpCannonText
	HowNpCavalry
	HowNpCavalryText
	HowNpVariants
	HowNpVariantsText
	HowNpTerrainText
	// Undo, orientation (issue 14.2, 14.8)
	AskTakeBack
	TakeBackAsked
	TakeBackQuestion
	EndQuestion
	TakeBackRefused
	TookBackBy
	TakeBackHidden
	TakeBackNotNow
	NoTakeBackHidden
	OrientAuto
	OrientAlwaysSouth
	OrientHelp
	// Waterloo: three or four armies (docs/waterloo.md)
	OptArmies
	OptArmiesHelp
	Armies2
	Armies3
	Armies4
	OptTeams
	OptTeamsHelp
	TeamsNone
	TeamsSvEN
	TeamsSNvEW
	TeamsSvENW
	OptSeatPeopleHelp
	PanelOut
	PanelTeamScore
	WinnerTeam3
	ReasonTargetTeam
	ReasonLastSide
	OptAllyGeneral
	OptAllyGeneralHelp
	ScoreLineMany
	ReasonCountMost

	// 海战棋: the naval piece set (issue 13.6)
	OptNaval
	OptNavalHelp
	NavalCarrier
	NavalBattleship
	NavalCruiser
	NavalDestroyer
	NavalFrigate
	NavalSubmarine
	NavalGunboat
	NavalPatrol
	NavalSweeper
	NavalSeaMine
	NavalTorpedo
	NavalHarbour
	NavalFaceCarrier
	NavalFaceBattleship
	NavalFaceCruiser
	NavalFaceDestroyer
	NavalFaceFrigate
	NavalFaceSubmarine
	NavalFaceGunboat
	NavalFacePatrol
	NavalFaceSweeper
	NavalFaceSeaMine
	NavalFaceTorpedo
	NavalFaceHarbour
	HowJqNaval
	HowJqNavalText
	NavalMarkLabels

	// 三打一's extra pieces (issue 13)
	PieceSupreme
	PieceFortress
	PieceMissile
	FaceSupreme
	FaceFortress
	FaceMissile
	SandayiLandlordBid

	// 三打一's screens before play (issue 13 part 4)
	Players4Sandayi
	Players4SandayiHelp
	OptBidding
	BiddingPoints
	BiddingPointsHelp
	BiddingLandlord
	BiddingLandlordHelp
	OptPick
	PickChoose
	PickChooseHelp
	PickRandom
	PickRandomHelp
	OptFirstMover
	FirstLandlord
	FirstSeats
	OptFirstMoverHelp
	OptPoolOpen
	OptPoolOpenHelp
	OptSeatSandayiHelp
	SandayiBidTitle
	SandayiDealCaption
	SandayiBids
	SandayiNoBids
	SandayiPass
	SandayiCall
	SandayiBidValue
	SandayiRedealt
	SandayiPickTitle
	SandayiPickCount
	SandayiPickRandom
	SandayiPickNotDone
	SandayiPool
	SandayiHandOverBid
	SandayiHandOverDeploy
	SandayiSwapRefused
	SandayiDeployHint
	SandayiYourDeal

	// 三打一 with computer seats
	LevelRandom
	LevelGreedy
	SandayiBidding
	SandayiPicking
	SandayiDeploying
	SandayiComputerFailed
	NavalFlagship
	NavalSeaFort
	NavalMissileBoat
	NavalFaceFlagship
	NavalFaceSeaFort
	NavalFaceMissileBoat
	CountArmySize
	CountSandayi
	CountYou
	SandayiMarkLabels
	NavalSandayiMarkLabels
	SettingWarn
	WarnEasy
	WarnAlways
	WarnNever
	WarnFlag
	WarnTarget
	JqAtkWon
	JqAtkLost
	JqAtkBoth
	JqAtkFlag
	JqYourPiece
	JqSeatPiece
	JqPieceOn
	MoveWon
	MoveLost
	MoveBoth
	MoveFlag
	BoardCamp
	BoardHQ
	BoardAnchorage
	BoardBase
	ErrRecordSyntax
	ErrRecordGame
	ErrRecordRules
	NoticeDetails
	InstallApp
	InstallWhy
	InstallIOS
	InstallOffer
	HowJqSandayiText
	HowJqMarks
	HowJqMarksText
	HowNpWaterloo
	HowNpWaterlooText
	NavalLayoutLeft
	NavalLayoutRight
	NavalLayoutCentral

	// Online rooms (issue 30)
	OnlinePlay
	OnlineJoin
	OnlineTitle
	OnlineCode
	OnlineCodeHelp
	OnlineJoinButton
	OnlineShare
	OnlineCopy
	OnlineCopied
	OnlineNoLayouts
	OnlineAlreadySent
	OnlineConnecting
	OnlineNoServer
	OnlineLost
	OnlineWaitPlayers
	OnlineYourTurn
	OnlineTheirTurn
	OnlineDeploy
	OnlineDeploySent
	OnlineYou
	OnlineHere
	OnlineAway
	OnlineFree
	OnlineLeave
	OnlineOver
	OnlineDrawAsked
	OnlineTakeBackAsked
	OnlineErrNoRoom
	OnlineErrFull
	OnlineErrRate
	OnlineErrBusy
	OnlineErrHintBusy
	OnlineServer
	OnlineLevelEasy
	OnlineLevelNormal
	OnlineLevelHard
	OnlineServerIs
	OnlineServerHelp
	OnlineServerBad
	OnlineErrBadMsg
	OnlineErrNoSave
	OnlineErrRefused
	OnlineErrOffline
	OnlineErrNotYours
	OnlineNewsJoined
	OnlineNewsBack
	OnlineNewsResign
	OnlineNewsDraw
	OnlineNewsDeclineDraw
	OnlineNewsTakeBack
	OnlineNewsRefuseBack
	OnlineNewsTookBack
	OnlineNewsForfeit
	OnlineNewsAway
	OnlineNewsAwayForfeit
	OnlineErrTooBig
	OnlineErrToken
	OnlineErrSeat
	OnlineErrIllegal
	OnlineErrBadGame
	OnlineErrNoSeat
	OnlineErrMalformed
	OnlineCountNone
	OnlineHints
	OnlineHintsNo
	OnlineHintsYes
	OnlineErrGame
	OnlineErrArmy
	OnlineWins
	OnlineDrawn
	ResultFlag
	ResultNoMoves
	ResultResign
	ResultAgreed
	ResultNoCapture
	ResultRepetition
	ResultTarget
	ResultCount
	ResultTurnLimit
	OnlineAwayWhat
	OnlineAwayComputer
	OnlineAwayForfeit
	OnlineAwayAfter
	OnlineAwayLevel
	OnlineMinutes
	OnlineMake

	numKeys // the count of keys; keep last
)

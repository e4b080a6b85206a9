// Scenes use the stand-in images (`StandIn`) as props: importing FlipbookScenes brings them in.
@_exported import FlipbookStandIns

// `Filmstrip`, `FilmstripError` and `FrameTimeline` moved down to FlipbookMotion (so that FlipbookTesting composes
// animation goldens with them); importing FlipbookScenes still brings them in.
@_exported import FlipbookMotion

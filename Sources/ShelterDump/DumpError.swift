/// A dump that cannot be read, or a tree that cannot become a fixture, with the line to look at.
///
/// `line` is 1-based and counts every line of the text given to `Fixture(dump:)`, noise included,
/// so an editor jumps straight to the entry. `description` reads
/// `line 12: expected 'frame = (x y; w h)' in <UILabel: 0x7fb8c0e1a800>`.
public struct DumpError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, without the position; tests and callers match on it.
  public enum Reason: Hashable, Sendable {
    /// The text holds no `<Class: 0x…; frame = …>` entry at all.
    case noEntries
    /// An entry is not closed by its `>` before the next entry or the end of the text.
    case unterminatedEntry
    /// An entry sits above the first entry's depth (strict parsing also refuses one more than a
    /// level below the entry above it, as `.strict(.skippedLevels)`).
    case invalidDepth
    /// An entry has no `frame`; the payload is the missing key.
    case missingValue(String)
    /// A known key holds a value of the wrong shape; the payload is the key.
    case invalidValue(String)
    /// A number is not finite or lies beyond ±1e9 (or a size is negative, an alpha outside
    /// `[0, 1]`); the payload is the key.
    case outOfRange(String)
    /// A transformed view without `bounds` whose size its frame does not determine.
    case singularTransform
    /// The dump holds more than one top-level view, and a fixture holds one window.
    case multipleRoots
    /// The bytes are not UTF-8.
    case invalidUTF8
    /// A file read as Sentry's view hierarchy is not JSON.
    case invalidJSON
    /// A warning made an error by strict parsing; the payload says which kind.
    case strict(DumpWarning.Kind)
  }

  /// The 1-based line of the entry (or of the text) the problem is in.
  public let line: Int
  /// What went wrong.
  public let reason: Reason
  /// A sentence a person can act on, naming the entry as `<Class: address>`.
  public let message: String

  /// Creates an error; the library throws these, tests build them to compare.
  package init(line: Int, reason: Reason, message: String) {
    (self.line, self.reason, self.message) = (line, reason, message)
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

/// Something the importer did not take over as printed, or a guess it made, with the line to look
/// at: `DumpImport.warnings` lists them, and strict parsing turns each into a `DumpError`.
///
/// `description` reads `line 7: '……' is not a view entry; skipped`.
public struct DumpWarning: CustomStringConvertible, Equatable, Sendable {
  /// What the importer did.
  public enum Kind: Hashable, Sendable {
    /// A line that looks like part of the tree (depth markers, an elision) holds no entry.
    case skippedLine
    /// An entry is never closed by its `>`; the fields it prints are kept.
    case truncatedEntry
    /// The tail of a `<<…> …>` entry is not closed on its line.
    case unclosedTail
    /// The top-level view is not a window; a window was made to hold it.
    case inferredWindow
    /// A view's printed identifier is already taken; the view gets a generated id.
    case renamedIdentifier
    /// A node of Sentry's view hierarchy lacks part of its frame, taken as 0.
    case missingFrame
    /// A controller of a `_printHierarchy` text names no view of the dump (or none is loaded).
    case unmatchedController
    /// A value the fixture format cannot hold as such (a tag beyond ±1e9) is kept as an `x-`
    /// annotation instead.
    case keptAsAnnotation
    /// In a dump indented without `|` markers, a line indented between two levels; it is placed
    /// at the shallower one.
    case unevenIndent
    /// A known attribute other than `frame` holds a value that cannot be read or lies out of
    /// range (`alpha = nan`); it is dropped and the view keeps that attribute's default.
    case droppedValue
    /// An entry sits more than one level below the entry above it (a trimmed paste); it is placed
    /// one level below that entry.
    case skippedLevels
    /// A second text field prints a `UIFieldEditor`; the first one is the fixture's first
    /// responder, this one is not.
    case extraFieldEditor
  }

  /// What the importer did.
  public let kind: Kind
  /// The warning as the error strict parsing throws: the dump's line, `.strict(kind)` and the
  /// sentence saying what was found and what was done.
  public let error: DumpError

  /// Creates a warning; the library makes these, tests build them to compare.
  package init(line: Int, kind: Kind, message: String) {
    self.kind = kind
    self.error = DumpError(line: line, reason: .strict(kind), message: message)
  }

  /// The 1-based line of the dump the warning is about.
  public var line: Int { error.line }
  /// A sentence saying what was found and what was done.
  public var message: String { error.message }
  /// `line N: message`.
  public var description: String { error.description }
}

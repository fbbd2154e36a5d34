import ShelterLayoutSolver
import Testing

/// The id of an added constraint; records an issue at the caller and gives `nil` when the
/// constraint was refused.
func addedID(_ result: LayoutAddResult, sourceLocation: SourceLocation = #_sourceLocation)
  -> LayoutConstraintID?
{
  guard case .added(let id) = result else {
    Issue.record("constraint refused", sourceLocation: sourceLocation)
    return nil
  }
  return id
}

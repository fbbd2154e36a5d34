import ShelterGeometry
import ShelterViews
import Testing

/// Which view holds a constraint or a guide, and what adding and removing them leaves behind.
@Suite struct ConstraintHoldingTests {
  /// A tree with two branches: `root` ▸ `left` ▸ `leftChild`, and `root` ▸ `right` ▸ `rightChild`
  /// ▸ `rightGrandchild`.
  struct Tree {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let left = View()
    let leftChild = View()
    let right = View()
    let rightChild = View()
    let rightGrandchild = View()

    init() throws {
      try root.addSubview(left)
      try left.addSubview(leftChild)
      try root.addSubview(right)
      try right.addSubview(rightChild)
      try rightChild.addSubview(rightGrandchild)
    }
  }

  @Test func activationInstallsOnTheClosestCommonAncestor() throws {
    let tree = try Tree()
    let cases: [(String, LayoutConstraint, View)] = [
      // Cousins two and three levels down meet at the root.
      (
        "cousins", tree.leftChild.leadingAnchor.constraint(equalTo: tree.rightGrandchild.leadingAnchor),
        tree.root
      ),
      // A view and its grandparent meet at the grandparent.
      ("grandparent", tree.rightGrandchild.topAnchor.constraint(equalTo: tree.right.topAnchor), tree.right),
      // A view and itself meet at the view.
      (
        "itself", tree.rightChild.widthAnchor.constraint(equalTo: tree.rightChild.heightAnchor),
        tree.rightChild
      ),
      // Siblings meet at their parent.
      ("siblings", tree.right.topAnchor.constraint(equalTo: tree.left.bottomAnchor), tree.root),
    ]
    for (name, constraint, holder) in cases {
      try constraint.activate()
      #expect(constraint.holder === holder, "\(name)")
    }
  }

  @Test func addConstraintsInstallsNoneWhenOneNamesAViewOutside() throws {
    let tree = try Tree()
    let inside = tree.rightChild.topAnchor.constraint(equalTo: tree.rightGrandchild.topAnchor)
    let outside = tree.rightChild.topAnchor.constraint(equalTo: tree.leftChild.topAnchor)
    #expect(throws: LayoutConstraintError.itemOutsideHolder(outside.description)) {
      try tree.right.addConstraints([inside, outside])
    }
    #expect(tree.right.constraints.isEmpty)
    #expect(inside.holder == nil)
    try tree.right.addConstraints([inside])
    #expect(tree.right.constraints.count == 1)
    #expect(inside.holder === tree.right)
  }

  @Test func addConstraintRefusesAnItemOutsideTheHolder() throws {
    let tree = try Tree()
    let outside = tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor)
    #expect(throws: LayoutConstraintError.itemOutsideHolder(outside.description)) {
      try tree.left.addConstraint(outside)
    }
    #expect(outside.holder == nil)
  }

  @Test func removingAConstraintOrAGuideDetachesIt() throws {
    let tree = try Tree()
    let first = tree.left.widthAnchor.constraint(equalToConstant: 10)
    let second = tree.left.heightAnchor.constraint(equalToConstant: 20)
    try tree.left.addConstraints([first, second])
    tree.left.removeConstraint(first)
    #expect(first.holder == nil)
    #expect(tree.left.constraints.count == 1)
    #expect(tree.left.constraints.first === second)
    // Another view's constraint is not this view's to remove.
    tree.right.removeConstraint(second)
    #expect(second.holder === tree.left)

    let guide = LayoutGuide(identifier: "gap")
    tree.left.addLayoutGuide(guide)
    #expect(guide.owningView === tree.left)
    // Adding it to another view moves it.
    tree.right.addLayoutGuide(guide)
    #expect(guide.owningView === tree.right)
    #expect(tree.left.layoutGuides.isEmpty)
    #expect(tree.right.layoutGuides.count == 1)
    tree.left.removeLayoutGuide(guide)
    #expect(guide.owningView === tree.right)
    tree.right.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(tree.right.layoutGuides.isEmpty)
  }
}

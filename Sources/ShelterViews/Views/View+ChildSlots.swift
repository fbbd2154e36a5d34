// How a view stores its subviews so that every hierarchy edit costs at most the siblings it
// shifts, and most cost O(1).
//
// `childSlots` holds the subviews back to front, with two kinds of placeholder
// (`ChildPlaceholder`): `removed` where a subview was taken out (removal, bring to front, send
// to back), and `backRoom`, a run at the very start kept free for insertions at index 0. Each
// subview knows its slot (`slotInParent`), so taking it out is one store; once placeholders
// outnumber subviews they are dropped in one pass that renumbers the rest, which is amortized
// O(1) per removal. Reading `children` drops them first, so every walk of the tree sees a dense
// array in UIKit's order.

extension View {
  /// The subviews back to front, as a dense array.
  ///
  /// Reading it drops the placeholders first (linear once, then O(1) until the next edit), so
  /// walks always get a plain array. Setting it renumbers the new subviews' slots.
  @usableFromInline var children: [View] {
    get {
      if storage.childPlaceholders != 0 { compactChildren() }
      return storage.childSlots
    }
    set {
      storage.childSlots = newValue
      storage.childPlaceholders = 0
      for (slot, child) in newValue.enumerated() { child.storage.slotInParent = Int32(slot) }
    }
  }

  /// Whether any slot is taken (a subview or a placeholder), read without compacting: a walk
  /// skips a leaf without touching its array.
  @usableFromInline @inline(__always) var hasChildSlots: Bool { !storage.childSlots.isEmpty }

  /// The number of subviews, without compacting.
  var childCount: Int { storage.childSlots.count - Int(storage.childPlaceholders) }

  /// The index in ``subviews`` of `child`, which must be a subview of this view.
  func index(ofChild child: View) -> Int {
    compactChildren()
    return Int(child.storage.slotInParent)
  }

  /// Puts a detached view in front of the other subviews.
  func appendChild(_ view: View) {
    view.storage.slotInParent = Int32(storage.childSlots.count)
    storage.childSlots.append(view)
    view.parent = self
  }

  /// Puts a detached view at `index` of the subviews, `0...childCount`.
  ///
  /// Appending and inserting at 0 are amortized O(1); any other index costs the subviews from
  /// `index` on (they move up one), plus one compaction if there are placeholders.
  func insertChild(_ view: View, at index: Int) {
    if index == childCount {
      appendChild(view)
    } else if index == 0 {
      insertChildAtBack(view)
    } else {
      compactChildren()
      storage.childSlots.insert(view, at: index)
      for slot in index..<storage.childSlots.count {
        storage.childSlots[slot].storage.slotInParent = Int32(slot)
      }
      view.parent = self
    }
  }

  /// Puts a detached view behind the other subviews, making room at the start when there is none:
  /// half as many slots as there are subviews, so repeated insertions at 0 are amortized O(1).
  func insertChildAtBack(_ view: View) {
    var room = backRoomCount
    if room == 0 {
      compactChildren()
      room = max(8, storage.childSlots.count / 2)
      storage.childSlots.insert(contentsOf: repeatElement(ChildPlaceholder.backRoom, count: room), at: 0)
      for slot in room..<storage.childSlots.count {
        storage.childSlots[slot].storage.slotInParent = Int32(slot)
      }
      storage.childPlaceholders = Int32(room)
    }
    storage.childSlots[room - 1] = view
    view.storage.slotInParent = Int32(room - 1)
    storage.childPlaceholders -= 1
    view.parent = self
  }

  /// The length of the `backRoom` run at the start of `childSlots`.
  private var backRoomCount: Int {
    guard storage.childSlots.first === ChildPlaceholder.backRoom else { return 0 }
    var low = 1
    var high = storage.childSlots.count
    while low < high {
      let middle = (low + high) / 2
      if storage.childSlots[middle] === ChildPlaceholder.backRoom { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Takes `child` out of `childSlots` without moving its siblings; the caller holds `child` and
  /// clears or resets its superview link.
  func vacateSlot(of child: View) {
    let slot = Int(child.storage.slotInParent)
    assert(storage.childSlots[slot] === child, "a subview's slot is out of date")
    if slot == storage.childSlots.count - 1 {
      storage.childSlots.removeLast()
      while let last = storage.childSlots.last,
        last === ChildPlaceholder.removed || last === ChildPlaceholder.backRoom
      {
        storage.childSlots.removeLast()
        storage.childPlaceholders -= 1
      }
    } else {
      storage.childSlots[slot] = ChildPlaceholder.removed
      storage.childPlaceholders += 1
      if Int(storage.childPlaceholders) > childCount { compactChildren() }
    }
  }

  /// Drops every placeholder and renumbers the subviews that move.
  func compactChildren() {
    guard storage.childPlaceholders != 0 else { return }
    var kept = 0
    for slot in storage.childSlots.indices {
      let child = storage.childSlots[slot]
      guard child !== ChildPlaceholder.removed, child !== ChildPlaceholder.backRoom else { continue }
      if kept != slot {
        storage.childSlots[kept] = child
        child.storage.slotInParent = Int32(kept)
      }
      kept += 1
    }
    storage.childSlots.removeLast(storage.childSlots.count - kept)
    storage.childPlaceholders = 0
  }
}

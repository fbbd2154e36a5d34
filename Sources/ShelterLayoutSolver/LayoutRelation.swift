/// How a constraint's expression compares with zero.
package enum LayoutRelation: Sendable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}

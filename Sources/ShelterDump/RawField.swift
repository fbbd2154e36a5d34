/// One read field of an entry: which key, and where its value lies in ``RawEntry/values``.
struct RawField {
  var key: KnownKey
  var value: Range<Int>
}

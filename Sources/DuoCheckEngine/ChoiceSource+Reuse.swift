/// Storage a generator made for an earlier case, kept by the source so that a later case can refill it
/// instead of allocating again.
///
/// The runner frees each case's value before it draws the next, so an object that a generator made for
/// the last case is, by then, held by nothing but the source: the generator can refill it in place. Whether
/// that is so is asked of the object's reference count (`isKnownUniquelyReferenced`), never assumed: a
/// value that is still held (a failing case the runner keeps, a value a test stored) is never touched, and
/// the generator makes a new object, as it would without a source to keep one. A source serves one case on
/// one thread at a time, so a kept object is never seen by two threads.
///
/// The source keeps one object per type, the last one handed to ``keepForReuse(_:)``.
extension ChoiceSource {
    /// The most objects a source keeps, one per type; a further type's object is not kept.
    @usableFromInline package static let keptObjectCapacity = 4

    /// The object of `type` that this source keeps, if nothing else holds it any more; nil otherwise.
    ///
    /// The object stays kept: a generator refills it, returns it in its value, and the next case may
    /// refill it again once that value is freed.
    @inlinable
    package func reusableObject<Object: AnyObject>(of type: Object.Type) -> Object? {
        for position in 0 ..< keptObjectCount where Swift.type(of: keptObjects[position]!) == type {
            // The optional's own overload: passing the unwrapped existential would open it into a copy, which
            // would always count as a second holder.
            guard isKnownUniquelyReferenced(&keptObjects[position]) else { return nil }
            return unsafeDowncast(keptObjects[position]!, to: type)
        }
        return nil
    }

    /// Keeps `object` for ``reusableObject(of:)``, in place of an object of its type kept before.
    @inlinable
    package func keepForReuse(_ object: AnyObject) {
        let kind: AnyObject.Type = Swift.type(of: object)
        for position in 0 ..< keptObjectCount where Swift.type(of: keptObjects[position]!) == kind {
            keptObjects[position] = object
            return
        }
        guard keptObjectCount < Self.keptObjectCapacity else { return }
        keptObjects[keptObjectCount] = object
        keptObjectCount += 1
    }
}

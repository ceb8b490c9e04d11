import Dispatch
import HummingbirdBcrypt

/// bcrypt hashing off Swift's cooperative threads: one hash costs ~0.1 s of CPU, which must not
/// stall the tasks serving other requests.
struct PasswordHasher: Sendable {
    let cost: UInt8

    func hash(_ password: String) async -> String {
        let cost = self.cost
        return await Self.offloaded { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, hash: String) async -> Bool {
        await Self.offloaded { Bcrypt.verify(password, hash: hash) }
    }

    /// A hash of nothing anyone knows, verified against when the account does not exist, so a
    /// failed sign-in takes as long for unknown emails as for wrong passwords.
    static let decoyHash = Bcrypt.hash("decoy password that nobody has", cost: 11)

    private static func offloaded<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }
}

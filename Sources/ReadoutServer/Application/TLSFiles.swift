import Foundation
import HummingbirdTLS
import NIOSSL

/// HTTPS without a proxy: a certificate chain and its private key, both PEM files (what Let's
/// Encrypt, `tailscale cert` or a company CA hand out). Read once at start, so a wrong path or a key
/// that does not match stops `readout serve` with a clear message rather than failing every visit.
public struct TLSFiles: Sendable, Equatable {
    public var certificatePath: String
    public var keyPath: String

    public init(certificatePath: String, keyPath: String) {
        self.certificatePath = certificatePath
        self.keyPath = keyPath
    }

    /// The server's TLS configuration (TLS 1.2 and later, NIO SSL's default ciphers).
    public func configuration() throws(TLSFilesError) -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificatePath)
        } catch {
            throw TLSFilesError("The certificate \(certificatePath) cannot be read as PEM (\(error)).")
        }
        guard !chain.isEmpty else { throw TLSFilesError("The certificate file \(certificatePath) holds no certificate.") }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyPath, format: .pem)
        } catch {
            throw TLSFilesError("The private key \(keyPath) cannot be read as PEM (\(error)).")
        }
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        // A key that belongs to another certificate fails here, at start, not at each handshake.
        do {
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            throw TLSFilesError("The private key \(keyPath) does not fit the certificate \(certificatePath) (\(error)).")
        }
        return configuration
    }
}

/// Why the TLS files cannot be used, in words for the person starting the server.
public struct TLSFilesError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

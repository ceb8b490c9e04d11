import ArgumentParser
import Foundation
import Logging
import ReadoutServer
import ReadoutStore

/// `readout user`: the admin's accounts, straight on the database (a running server sees the
/// changes at once): list them, hand out a password-reset link or an invitation, disable, enable,
/// make an admin.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Manage accounts: list, reset-password, invite, disable, enable, admin.",
        discussion: """
            Works on the database the server uses (--database, or READOUT_DATABASE; default readout.sqlite), while
            it runs. Links start with --public-url (or READOUT_PUBLIC_URL), the address people reach Readout at.
            """,
        subcommands: [List.self, ResetPassword.self, Invite.self, Disable.self, Enable.self, Admin.self]
    )

    struct Database: ParsableArguments {
        @Option(help: "SQLite file or postgres:// URL (default readout.sqlite, or READOUT_DATABASE).")
        var database: String?

        /// Opens the store, runs `body`, and closes it whatever happens.
        func withAdministration<T>(_ body: (AccountAdministration) async throws -> T) async throws -> T {
            var logger = Logger(label: "readout-user")
            logger.logLevel = .warning
            let location = DatabaseLocation(parsing: database ?? ProcessInfo.processInfo.environment["READOUT_DATABASE"] ?? "readout.sqlite")
            let store: Store
            do {
                store = try await Store.open(location, logger: logger)
            } catch let error as StoreError {
                throw CommandLineError(error.description)
            }
            do {
                let result = try await body(AccountAdministration(store: store))
                try await store.close()
                return result
            } catch let error as AccountAdministration.Failure {
                try? await store.close()
                throw CommandLineError(error.description)
            } catch {
                try? await store.close()
                throw error
            }
        }
    }

    struct Address: ParsableArguments {
        @Option(help: "The address people reach Readout at, such as https://readout.example.org (or READOUT_PUBLIC_URL).")
        var publicUrl: String?

        /// The base of links, and whether it is only a guess.
        func base() throws -> (url: String, guessed: Bool) {
            guard let text = publicUrl ?? ProcessInfo.processInfo.environment["READOUT_PUBLIC_URL"] else {
                return ("http://127.0.0.1:8080", true)
            }
            guard let url = ServerSettings.publicURL(text) else {
                throw ValidationError("--public-url must be an http:// or https:// address with a host, such as https://readout.example.org.")
            }
            return (url, false)
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every account: email, since when, admin, disabled.")
        @OptionGroup var options: Database

        func run() async throws {
            let users = try await options.withAdministration { try await $0.users() }
            let day = ISO8601DateFormatter()
            day.formatOptions = [.withFullDate]
            for user in users {
                let marks = [user.isAdmin ? "admin" : nil, user.disabledAt.map { "disabled since \(day.string(from: $0))" }].compactMap { $0 }
                print("\(user.email)\t\(day.string(from: user.createdAt))\(marks.isEmpty ? "" : "\t" + marks.joined(separator: ", "))")
            }
            if users.isEmpty { print("No accounts yet: the first one to sign up becomes the admin.") }
        }
    }

    struct ResetPassword: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset-password",
            abstract: "Print a link that sets a new password for an account (one use, valid an hour).")
        @OptionGroup var options: Database
        @OptionGroup var address: Address
        @Argument(help: "The account's email address.") var email: String

        func run() async throws {
            try await UserCommand.printLink(options: options, address: address) { try await $0.passwordResetLink(email: email, baseURL: $1) }
        }
    }

    struct Invite: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a link to sign up with an address, also when sign-up is by invitation or closed (one use, valid a week).")
        @OptionGroup var options: Database
        @OptionGroup var address: Address
        @Argument(help: "The address to invite.") var email: String

        func run() async throws {
            try await UserCommand.printLink(options: options, address: address) { try await $0.invitationLink(email: email, baseURL: $1) }
        }
    }

    struct Disable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Disable an account: its sessions end and it cannot sign in; its data stays.")
        @OptionGroup var options: Database
        @Argument(help: "The account's email address.") var email: String

        func run() async throws {
            try await UserCommand.setDisabled(true, email: email, options: options)
        }
    }

    struct Enable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Enable a disabled account again.")
        @OptionGroup var options: Database
        @Argument(help: "The account's email address.") var email: String

        func run() async throws {
            try await UserCommand.setDisabled(false, email: email, options: options)
        }
    }

    /// Makes a link with `make` (given the base address) and prints it alone on standard output; a
    /// base that is only a guess is said so on standard error, so scripts read the link alone.
    static func printLink(options: Database, address: Address,
                          make: (AccountAdministration, String) async throws -> String) async throws {
        let base = try address.base()
        print(try await options.withAdministration { try await make($0, base.url) })
        guard base.guessed else { return }
        FileHandle.standardError.write(Data("""
            The link starts with http://127.0.0.1:8080, the default address; give --public-url (or READOUT_PUBLIC_URL) \
            with the address people reach Readout at.\n
            """.utf8))
    }

    static func setDisabled(_ disabled: Bool, email: String, options: Database) async throws {
        let user = try await options.withAdministration { try await $0.setDisabled(disabled, email: email) }
        print(disabled ? "\(user.email) is disabled and signed out everywhere." : "\(user.email) can sign in again.")
    }

    struct Admin: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Make an account an admin (--revoke: no longer one).")
        @OptionGroup var options: Database
        @Flag(help: "Take the admin role away instead.") var revoke = false
        @Argument(help: "The account's email address.") var email: String

        func run() async throws {
            let user = try await options.withAdministration { try await $0.setAdmin(!revoke, email: email) }
            print(user.isAdmin ? "\(user.email) is an admin." : "\(user.email) is no longer an admin.")
        }
    }
}

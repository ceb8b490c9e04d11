import Foundation
import ReadoutApps
import Testing
@testable import ReadoutServer

/// Meters' service over in-memory fakes, in milliseconds: the rules' refusals with their codes,
/// an implausible reading kept only once confirmed, another user's meter not found. The same
/// paths through HTTP and both databases are in MetersAPITests.
@Suite("Meters service")
struct MetersServiceTests {
    let repository = InMemoryMeterRepository()
    let owner = UUID()
    let start = Date(timeIntervalSince1970: 1_780_000_000)

    var service: MetersService {
        MetersService(repository: repository, photoLibrary: InMemoryPhotoLibrary(), decoder: ServiceTestParts.decoder,
                      recognition: ServiceTestParts.recognition)
    }

    func waterMeter() async throws -> Meter {
        try await service.createMeter(Meter(name: "Water", kind: .water, integerDigits: 5, decimalDigits: 0, createdAt: start), owner: owner)
    }

    @Test func aMeterWithoutANameIsRefusedAndNothingIsSaved() async throws {
        let error = await ServiceTestParts.appError {
            _ = try await service.createMeter(Meter(name: "  ", kind: .gas, createdAt: start), owner: owner)
        }
        #expect(error?.status == .unprocessableContent && error?.code == "empty_name")
        #expect(error?.message.isEmpty == false)
        #expect(try await service.meters(owner: owner).isEmpty)
    }

    @Test func aReadingNoHouseholdReachesIsKeptOnlyOnceConfirmed() async throws {
        let meter = try await waterMeter()
        _ = try await service.addReading(MeterReading(value: 531, takenAt: start, source: .manual), meter: meter.id, confirmed: false, owner: owner)
        let misread = MeterReading(value: 99_079, takenAt: start.addingTimeInterval(60), source: .photo)
        let error = await ServiceTestParts.appError {
            _ = try await service.addReading(misread, meter: meter.id, confirmed: false, owner: owner)
        }
        #expect(error?.status == .conflict)
        #expect(try await service.readings(meter: meter.id, owner: owner).count == 1, "refused, not saved")
        _ = try await service.addReading(misread, meter: meter.id, confirmed: true, owner: owner)
        #expect(try await service.readings(meter: meter.id, owner: owner).map(\.value) == [531, 99_079])
    }

    @Test func decimalsTheCounterLacksAreRefusedNotRounded() async throws {
        let meter = try await waterMeter()
        let error = await ServiceTestParts.appError {
            _ = try await service.addReading(MeterReading(value: 531.24, takenAt: start, source: .manual), meter: meter.id, confirmed: false, owner: owner)
        }
        #expect(error?.status == .unprocessableContent && error?.code == "too_many_decimals")
        #expect(try await service.readings(meter: meter.id, owner: owner).isEmpty)
    }

    @Test func anotherUsersMeterIsNotFound() async throws {
        let meter = try await waterMeter()
        let stranger = UUID()
        let reading = await ServiceTestParts.appError {
            _ = try await service.addReading(MeterReading(value: 1, takenAt: start, source: .manual), meter: meter.id, confirmed: false, owner: stranger)
        }
        let deletion = await ServiceTestParts.appError { try await service.deleteMeter(id: meter.id, owner: stranger) }
        #expect(reading?.status == .notFound && deletion?.status == .notFound)
        #expect(try await service.meters(owner: owner).map(\.id) == [meter.id], "still there for its owner")
    }
}

extension Image {
    /// The gray image with the dark regions that touch its edge painted white: the scanner lid
    /// or the table around a receipt or page.
    ///
    /// Tesseract's page layout analysis takes a black frame for a picture and gives up on faint
    /// text inside it: a thermal receipt scanned with black bars above and below reads as an
    /// empty page, and reads whole once the bars are gone (measured on the SROIE receipts).
    /// Dark is below the Otsu threshold of the image; a region counts as margin when it spans at
    /// least `minimumSpan` of the width or the height, so letters and rules that merely touch
    /// the edge stay, and covers at most half the picture, so light writing on a dark board stays.
    public func whiteningDarkMargins(minimumSpan: Double = 0.3) -> Image {
        var gray = grayscale()
        gray.dotsPerInch = dotsPerInch
        guard width > 2, height > 2 else { return gray }
        let threshold = UInt8(gray.otsuThreshold())
        let minimumWidth = Int(Double(width) * minimumSpan), minimumHeight = Int(Double(height) * minimumSpan)
        var visited = [Bool](repeating: false, count: pixelCount)
        var region: [Int] = []
        var stack: [Int] = []
        func push(_ index: Int) {
            if !visited[index], gray.pixels[index] <= threshold {
                visited[index] = true
                stack.append(index)
            }
        }
        for start in edgeIndices() where !visited[start] && gray.pixels[start] <= threshold {
            // Flood fill one dark region from the edge, keeping its extent.
            region.removeAll(keepingCapacity: true)
            push(start)
            var minX = width, maxX = 0, minY = height, maxY = 0
            while let index = stack.popLast() {
                region.append(index)
                let x = index % width, y = index / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                // Four neighbours, written out: this loop runs once per margin pixel.
                if x > 0 { push(index - 1) }
                if x < width - 1 { push(index + 1) }
                if y > 0 { push(index - width) }
                if y < height - 1 { push(index + width) }
            }
            // A dark region over half the picture is its background (a blackboard, a sign), not a margin.
            if maxX - minX + 1 >= minimumWidth || maxY - minY + 1 >= minimumHeight, region.count <= pixelCount / 2 {
                for index in region { gray.pixels[index] = 255 }
            }
        }
        return gray
    }

    /// Otsu's threshold of a gray image: the level that best separates dark from light.
    func otsuThreshold() -> Int {
        let histogram = grayHistogram()
        let total = Double(pixels.count)
        let weightedSum = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        var darkCount = 0.0, darkSum = 0.0, best = 0.0, threshold = 0
        for level in 0..<256 {
            darkCount += Double(histogram[level])
            darkSum += Double(level * histogram[level])
            let lightCount = total - darkCount
            guard darkCount > 0, lightCount > 0 else { continue }
            let difference = darkSum / darkCount - (weightedSum - darkSum) / lightCount
            let between = darkCount * lightCount * difference * difference
            if between > best { best = between; threshold = level }
        }
        return threshold
    }

    /// How many pixels hold each gray value 0…255.
    func grayHistogram() -> [Int] {
        var histogram = [Int](repeating: 0, count: 256)
        for value in pixels { histogram[Int(value)] += 1 }
        return histogram
    }

    /// The indices of the pixels on the image's border, each once.
    private func edgeIndices() -> [Int] {
        var indices = Array(0..<width) + Array((height - 1) * width..<height * width)
        for y in 1..<(height - 1) { indices += [y * width, y * width + width - 1] }
        return indices
    }
}

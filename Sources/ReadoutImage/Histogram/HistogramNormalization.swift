extension HueSaturationHistogram {
    /// The histogram scaled so its smallest bin is 0 and its largest 1, as
    /// `cv2.normalize(hist, hist, alpha=0, beta=1, norm_type=cv2.NORM_MINMAX)` does on a float histogram.
    ///
    /// A histogram whose bins are all equal (an empty image, for one) becomes all zeros, as in OpenCV.
    public func normalizedMinMax() -> Self {
        guard let smallest = counts.min(), let largest = counts.max() else { return self }
        let low = Double(smallest), high = Double(largest)
        // OpenCV's float path: scale and shift rounded to Float before the per-bin multiply-add.
        let scale = Float(high - low > Double.ulpOfOne ? 1 / (high - low) : 0)
        let shift = Float(0) - Float(low * Double(scale))
        let scaled = counts.map { shift.addingProduct($0, scale) }
        return HueSaturationHistogram(hueBins: hueBins, saturationBins: saturationBins, counts: scaled)
    }
}

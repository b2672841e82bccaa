"""Field data: the Core Web Vitals (LCP, INP, CLS) that sampled shoppers' browsers report, per page type."""

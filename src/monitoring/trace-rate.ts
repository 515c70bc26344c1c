/** The spec's error-tracing sample rate: one request or page load in ten is traced. */
export const TRACES_SAMPLE_RATE = 0.1

/**
 * What an operator of several nodes needs (docs/decisions/0030): jobs that run once across nodes
 * ({@link org.arithmos.operations.OnceAcrossNodes}) and the application's own metrics for Prometheus.
 */
package org.arithmos.operations;

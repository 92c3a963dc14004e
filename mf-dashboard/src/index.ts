// The async boundary: shared modules are negotiated before any app code runs.
void import('./bootstrap.tsx');

// The async boundary: shared modules are negotiated by the federation runtime before any app code runs.
void import('./bootstrap.tsx');

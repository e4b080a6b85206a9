// Placeholder so the empty test target builds; delete when the target gets its first real test.

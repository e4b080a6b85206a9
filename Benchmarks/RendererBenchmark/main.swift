// Placeholder so the empty benchmark builds; delete when the benchmark gets its first real file.

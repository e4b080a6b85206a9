// Placeholder so the empty module builds; delete when the module gets its first real file.

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Import workspace packages (contracts) from their TypeScript sources.
  resolve: { conditions: ['source'] },
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});

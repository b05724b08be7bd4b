import { defineConfig } from 'vite'
import { adminBuildConfig } from './client/admin/build-config.js'
export default defineConfig(adminBuildConfig)

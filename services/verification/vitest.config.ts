import { backendProject } from '../../vitest.shared.ts';

export default backendProject('verification');

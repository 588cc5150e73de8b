import { defineRoutes } from './route';

export const statusRoutes = defineRoutes({});

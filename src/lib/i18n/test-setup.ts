// Vitest setup: component tests run in happy-dom, where import.meta.env.SSR is false, so t()
// takes the browser path (the page's inline table). Give it every language's table instead.
import { installUiTables, UI_TABLES } from './ui.ts';

installUiTables(UI_TABLES);

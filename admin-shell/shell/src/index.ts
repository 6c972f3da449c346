// Module federation needs an asynchronous boundary before shared libraries are used, so the
// share scope is ready when React, react-admin and MUI are first imported.
import('./bootstrap');

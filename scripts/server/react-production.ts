// React's production build for the commands that render the site in a
// long-running process (npm start, npm run dev, npm run previews): the
// development one renders slower and warns about nothing useful here. It
// must be chosen before React first loads, and a module that reads content
// loads it (content imports src/, and parts of src/ import React); React
// loaded in one mode and react-dom in the other cannot render. Imported
// first, so that this runs before any other module of the command.
process.env.NODE_ENV ??= 'production';

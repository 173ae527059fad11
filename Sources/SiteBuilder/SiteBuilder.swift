// The SiteBuilder module.

// The CatalogReview module.

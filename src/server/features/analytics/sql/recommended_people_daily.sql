-- The people each product was recommended to, per day (in shards, to be summed), for other
-- features' statements (the sales figures set them beside sales). A plain view, which PostgreSQL
-- inlines into the statement naming it.
CREATE OR REPLACE VIEW recommended_people_daily AS
  SELECT day, "productId", people FROM recommendation_daily;

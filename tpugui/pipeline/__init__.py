"""The input pipeline: sources, build (spec -> tf.data.Dataset), codegen, advice, bench, tune."""

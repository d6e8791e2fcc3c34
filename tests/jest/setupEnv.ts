process.env.TARO_ENV = 'h5'

import '@testing-library/jest-dom'
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'

// Without this, any component using Taro's page hooks throws "React.useContext is not a function".
createH5NativeComponentConfig(null as never, React, ReactDOM)

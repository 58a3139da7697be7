<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="34"/>
        <source>following from event {seq}</source>
        <translation>從事件 {seq} 開始追蹤</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="35"/>
        <source>run finished</source>
        <translation>執行已結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="36"/>
        <source>no heartbeat for {s} s</source>
        <translation>{s} 秒沒有心跳訊號</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="37"/>
        <source>the connection closed</source>
        <translation>連線已關閉</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="38"/>
        <source>connection lost: {error}</source>
        <translation>連線中斷：{error}</translation>
    </message>
</context>
</TS>
